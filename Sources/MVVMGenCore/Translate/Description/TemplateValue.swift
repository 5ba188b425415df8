/// A value a template reads. Objects are typed descriptions (`TemplateObject`): their
/// members are worked out when a template first reads them, and kept, so a value is not
/// `Sendable`: it stays on the thread that made it.
public enum TemplateValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object(TemplateObjectValue)
    /// A loop's `forloop`.
    case loop(index: Int, count: Int)
}

/// A description as a template reads it: its type, and its members by field index, each
/// worked out once: a screen's templates read `screen.lists` and its items many times.
public struct TemplateObjectValue {
    /// One reference, the type inside it: a value is copied each time a template reads it.
    private let members: MemberCache

    public var type: TemplateObjectType { members.type }

    init(type: TemplateObjectType, member: @escaping @Sendable (Int) -> TemplateValue?) {
        members = MemberCache(type: type, read: member)
    }

    /// The member named `name`, nil when it has none or its value is absent.
    public subscript(name: String) -> TemplateValue? {
        type.index[name].flatMap(members.value)
    }

    /// The member at `index` of its type's fields, as a linked template reads it.
    func member(at index: Int) -> TemplateValue? {
        members.value(index)
    }

    /// Appends the member at `index` when it is text, without copying it out: the number of
    /// bytes appended, or nil when it is something else.
    func appendText(at index: Int, to output: inout RenderedText) -> Int? {
        members.appendText(index, to: &output)
    }
}

/// The members read so far. Not locked, and not `Sendable`, so the compiler keeps a value
/// on the thread that made it: each worker makes its own (`RenderContext.value()`).
private final class MemberCache {
    let type: TemplateObjectType
    private let read: @Sendable (Int) -> TemplateValue?
    /// One slot per field. Memory of its own rather than an array: a slot is read in place,
    /// where an array's element was copied out (a count up and down) each time a template
    /// printed it.
    private let slots: UnsafeMutablePointer<Slot>
    private let count: Int

    private struct Slot {
        var isRead = false
        /// Any value but text.
        var value: TemplateValue?
        /// A text value, kept apart so that printing it reads its bytes where they are: a
        /// copy of the `String` counted its storage up and down, and a copy of its bytes
        /// cost an allocation. Short text (15 bytes or fewer) has no storage to count.
        var text: String?
    }

    init(type: TemplateObjectType, read: @escaping @Sendable (Int) -> TemplateValue?) {
        self.type = type
        self.read = read
        count = type.fields.count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: Slot(), count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func value(_ index: Int) -> TemplateValue? {
        precondition(index >= 0 && index < count)
        if !slots[index].isRead { fill(index) }
        if let text = slots[index].text { return .string(text) }
        return slots[index].value
    }

    /// Read where it is kept, so the text is not copied out.
    func appendText(_ index: Int, to output: inout RenderedText) -> Int? {
        precondition(index >= 0 && index < count)
        if !slots[index].isRead { fill(index) }
        return slots[index].text?.withUTF8 { bytes in
            output.append(bytes)
            return bytes.count
        }
    }

    private func fill(_ index: Int) {
        let value = read(index)
        slots[index].isRead = true
        if case .string(let text)? = value {
            slots[index].text = text
        } else {
            slots[index].value = value
        }
    }
}
