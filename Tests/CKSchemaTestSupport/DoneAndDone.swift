import CKSchemaCore

/// The model of the corpus pair boxed/Done-and-done, written out by hand.
public enum DoneAndDone {
    /// `Tada.xcdatamodel/contents` (commit e160d579), attribute for attribute.
    public static let tada = Schema(
        model: "Tada", version: 1, sharing: true,
        entities: [
            Entity(name: "TodoList", attributes: [
                Attribute(name: "cloudKitShareRecordID", type: .string, optional: true),
                Attribute(name: "creationDate", type: .date, optional: true),
                Attribute(name: "id", type: .uuid, optional: true),
                Attribute(name: "isShared", type: .bool, defaultValue: .bool(false)),
                Attribute(name: "name", type: .string, defaultValue: .string("")),
                Attribute(name: "order", type: .int32, defaultValue: .integer(0)),
            ], relationships: [
                Relationship(name: "items", destination: "TodoItem", toMany: true, inverse: "list", deleteRule: .cascade),
            ]),
            Entity(name: "TodoItem", attributes: [
                Attribute(name: "completionTime", type: .date, optional: true),
                Attribute(name: "creationTime", type: .date, optional: true),
                Attribute(name: "id", type: .uuid, optional: true),
                Attribute(name: "isHidden", type: .bool, defaultValue: .bool(false)),
                Attribute(name: "order", type: .int32, defaultValue: .integer(0)),
                Attribute(name: "startedTime", type: .date, optional: true),
                Attribute(name: "text", type: .string, defaultValue: .string("")),
            ], relationships: [
                Relationship(name: "list", destination: "TodoList", inverse: "items"),
            ]),
        ])
}
