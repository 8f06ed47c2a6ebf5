#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, so its encoding.h would include ICU's headers, which clash
// with the copy Foundation carries (_FoundationICU). ckschema never touches the ICU members of
// libxml2's encoding handler, so they are left out of the declarations it sees.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
