/// The shared storage of a copy-on-write value type (``Attribute``, ``Entity``, ``Relationship``):
/// the value's fields in one heap object, so that copying the value is one retain.
///
/// The owning struct replaces a box that is not uniquely referenced before changing it, so a box
/// is never changed while shared; that is what makes it safe to send and to read without
/// exclusivity checks (which would otherwise cost a runtime call on every field read).
final class CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
    @exclusivity(unchecked) var value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
