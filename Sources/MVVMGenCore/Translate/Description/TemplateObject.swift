/// A typed description Translate hands Render. Its table names each field a template may
/// read, documents it and says how to get it, so the checker, the reference and the
/// renderer all read the same list.
protocol TemplateObject: Sendable {
    static var table: TemplateTable<Self> { get }
}

extension TemplateObject {
    var templateValue: TemplateValue {
        let table = Self.table
        return .object(TemplateObjectValue(type: table.type) { [self] index in table.fields[index].value(self) })
    }
}

/// A description's fields, and the type the checker and the reference read from them.
final class TemplateTable<Owner>: Sendable {
    let type: TemplateObjectType
    let fields: [TemplateField<Owner>]

    init(_ name: String, _ summary: String, _ fields: [TemplateField<Owner>]) {
        self.fields = fields
        type = TemplateObjectType(name: name, summary: summary, fields: fields.map(\.info))
    }
}

/// One field: its name, what it holds, its type and how to read it from the description.
struct TemplateField<Owner>: Sendable {
    private(set) var info: TemplateObjectType.Field
    let value: @Sendable (Owner) -> TemplateValue?

    private init(
        _ name: String,
        _ summary: String,
        _ type: TemplateType,
        optional: Bool = false,
        _ value: @escaping @Sendable (Owner) -> TemplateValue?
    ) {
        info = TemplateObjectType.Field(name: name, summary: summary, type: type, isOptional: optional)
        self.value = value
    }

    /// This field, kept for older templates: reading it warns, saying what to read instead.
    func deprecated(_ instead: String) -> Self {
        var field = self
        field.info.deprecation = instead
        return field
    }

    static func string(_ name: String, _ summary: String, _ get: @escaping @Sendable (Owner) -> String) -> Self {
        Self(name, summary, .string) { .string(get($0)) }
    }

    static func bool(_ name: String, _ summary: String, _ get: @escaping @Sendable (Owner) -> Bool) -> Self {
        Self(name, summary, .bool) { .bool(get($0)) }
    }

    static func int(_ name: String, _ summary: String, _ get: @escaping @Sendable (Owner) -> Int) -> Self {
        Self(name, summary, .int) { .int(get($0)) }
    }

    static func strings(_ name: String, _ summary: String, _ get: @escaping @Sendable (Owner) -> [String]) -> Self {
        Self(name, summary, .list(.string)) { .list(get($0).map(TemplateValue.string)) }
    }

    /// A summary as written, blank space around it trimmed: the template lays it out,
    /// `/// {{ x.summaryText|doc }}`.
    static func summaryText(_ get: @escaping @Sendable (Owner) -> String?) -> Self {
        string(
            "summaryText",
            "Its summary as written, blank space around it trimmed; empty if none. Print it after `/// ` with `|doc`."
        ) { get($0)?.trimmingWhitespace ?? "" }
    }

    /// The summary laid out for `///` lines `indent` levels deep, as 0.2.0's templates read it.
    static func laidOutSummary(indent: Int, _ get: @escaping @Sendable (Owner) -> String?) -> Self {
        string("summary", "Its summary for `///` lines; empty if none.") {
            DocComment.text(get($0), indent: indent) ?? ""
        }.deprecated("read `summaryText`, laid out by the template: `/// {{ ….summaryText|doc }}`")
    }

    static func object<T: TemplateObject>(
        _ name: String,
        _ summary: String,
        _ get: @escaping @Sendable (Owner) -> T?
    ) -> Self {
        Self(name, summary, .object(T.table.type), optional: true) { get($0)?.templateValue }
    }

    static func objects<T: TemplateObject>(
        _ name: String,
        _ summary: String,
        _ get: @escaping @Sendable (Owner) -> [T]
    ) -> Self {
        Self(name, summary, .list(.object(T.table.type))) { .list(get($0).map(\.templateValue)) }
    }
}
