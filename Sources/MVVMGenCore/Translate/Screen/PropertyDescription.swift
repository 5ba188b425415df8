/// One property: stored in the created-once view model (with a `didSet` that calls its
/// regenerated change hook when its change sends callbacks), or derived, computed in the
/// regenerated interface file.
struct PropertyDescription: TemplateObject {
    let spec: PropertySpec
    /// Its screen, one reference to copy, where the screen's resolved facts inline were a
    /// dozen tables.
    let screen: ScreenDescription
    /// `public `, `package ` or nothing: the access level of declarations.
    var access: String { screen.access }
    var resolved: ResolvedScreen { screen.resolved }

    var name: String { spec.name.text }
    var isReadWrite: Bool { spec.access == .readwrite }
    var announces: [String] { resolved.changeAnnouncements[name, default: []].map { "." + $0 } }
    var hook: String { ScreenNames.propertyDidChange(name) }
    /// A derived property is computed: it has no stored value, so no default.
    var defaultValue: String { spec.isDerived ? "" : resolved.propertyDefaults.resolved(name) }

    var declaration: String {
        let stored =
            access + (isReadWrite ? "var " : "private(set) var ")
            + "\(name): \(spec.type.text) = \(spec.sample?.text ?? defaultValue)"
        return announces.isEmpty ? stored : stored + " {\n        didSet { \(hook)() }\n    }"
    }

    static let table = TemplateTable<PropertyDescription>(
        "Property",
        "A property the view shows: stored in the view model, or derived from others.",
        [
            .string("name", "The property's name.") { $0.name },
            .string("type", "Its type, as written.") { $0.spec.type.text },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .bool("isReadWrite", "True when the view may set it.") { $0.isReadWrite },
            .bool("isDerived", "True when it is computed from other properties.") { $0.spec.isDerived },
            .string("requirement", "The interface's requirement: `var name: Type { get }`.") {
                "var \($0.name): \($0.spec.type.text) { \($0.isReadWrite ? "get set" : "get") }"
            }.deprecated("read `property.isReadWrite`"),
            .string("initialValue", "Its first value: the sample, else the default; empty when derived.") {
                $0.spec.sample?.text ?? $0.defaultValue
            },
            .string("declaration", "The stored property with its first value, and `didSet` when it announces.") {
                $0.declaration
            }.deprecated("read `property.initialValue` and `property.announces`"),
            .bool("usesSample", "True when its first value is the YAML's sample.") { $0.spec.sample != nil },
            .string("defaultValue", "Its first value when no sample is given; empty when derived.") { $0.defaultValue },
            .string("value", "A derived property's expression, as written; empty for a stored one.") {
                $0.spec.value?.text ?? ""
            },
            .string("computedDeclaration", "The computed property of a derived one.") {
                "\($0.access)var \($0.name): \($0.spec.type.text) { \($0.spec.value?.text ?? "") }"
            }.deprecated("read `property.value`"),
            .string("derivedDoc", "The doc of a derived property: what it is computed from.") {
                "Computed from \($0.spec.derivedFrom.map { "`\($0.text)`" }.joined(separator: ", ")) on every read; their changes announce it."
            },
            .bool("announces", "True when a change sends callbacks.") { !$0.announces.isEmpty },
            .string("didChange", "The change hook's name.") { $0.hook },
            .strings("announced", "The callbacks a change sends, each `.name`.") { $0.announces },
            .string("announcesLiteral", "The callbacks a change sends, as one OptionSet literal.") {
                $0.announces.count == 1 ? $0.announces[0] : "[" + $0.announces.joined(separator: ", ") + "]"
            }.deprecated("read `property.announced`"),
            .string("announcesDoc", "The change hook's doc.") {
                "Called when `\($0.name)` changes (its `didSet`): sends "
                    + $0.announces.map { "`\($0)`" }.joined(separator: ", ") + "."
            },
        ]
    )
}
