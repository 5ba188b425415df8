/// A value behind one reference, copied only when a copy that shares it is changed: specs
/// with many fields, which the checks, translation and descriptions copy over and over,
/// then cost one count per copy instead of one per field.
struct CopyOnWrite<Value: Sendable>: Sendable {
    /// Changed only while no other copy shares it (`update`).
    private final class Box: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    var value: Value { box.value }

    mutating func update(_ change: (inout Value) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
        change(&box.value)
    }
}
