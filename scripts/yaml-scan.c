/* The floor `make bench` compares ckschema with: read each file named on the command line and
 * pull every libyaml event from it, doing nothing else. Prints the number of events. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    long events = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) { perror(argv[i]); return 2; }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        unsigned char *bytes = malloc(size > 0 ? size : 1);
        if (!bytes || fread(bytes, 1, size, file) != (size_t)size) { fprintf(stderr, "%s: cannot read\n", argv[i]); return 2; }
        fclose(file);
        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, bytes, size);
        for (;;) {
            if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: not valid YAML\n", argv[i]); return 2; }
            int done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
            if (done) break;
        }
        yaml_parser_delete(&parser);
        free(bytes);
    }
    printf("%ld\n", events);
    return 0;
}
