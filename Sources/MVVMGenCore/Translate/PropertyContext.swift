/// The template context of one property: stored in the created-once view model (with a
/// `didSet` that calls its regenerated change hook when its change sends callbacks), or
/// derived, computed in the regenerated interface file.
struct PropertyContext {
    /// `public `, `package ` or nothing: the access level of declarations.
    let access: String
    let resolved: ResolvedScreen

    func dictionary(_ property: PropertySpec) -> ContextDictionary {
        let name = property.name.text
        let readWrite = property.access == .readwrite
        let announces = resolved.changeAnnouncements[name, default: []].map { "." + $0 }
        let hook = ScreenNames.propertyDidChange(name)
        // A derived property is computed: it has no stored value, so no default.
        let defaultValue = property.isDerived ? "" : resolved.propertyDefaults.resolved(name)
        let stored =
            access + (readWrite ? "var " : "private(set) var ")
            + "\(name): \(property.type.text) = \(property.sample?.text ?? defaultValue)"
        let sources = property.derivedFrom.map { "`\($0.text)`" }.joined(separator: ", ")
        return [
            "name": name,
            "type": property.type.text,
            "summary": DocComment.text(property.summary, indent: 1) ?? "",
            "isReadWrite": readWrite,
            "isDerived": property.isDerived,
            "requirement": "var \(name): \(property.type.text) { \(readWrite ? "get set" : "get") }",
            "declaration": announces.isEmpty
                ? stored : stored + " {\n        didSet { \(hook)() }\n    }",
            "usesSample": property.sample != nil,
            "defaultValue": defaultValue,
            "computedDeclaration": "\(access)var \(name): \(property.type.text) { \(property.value?.text ?? "") }",
            "derivedDoc": "Computed from \(sources) on every read; their changes announce it.",
            "announces": !announces.isEmpty,
            "didChange": hook,
            "announcesLiteral": announces.count == 1 ? announces[0] : "[" + announces.joined(separator: ", ") + "]",
            "announcesDoc": "Called when `\(name)` changes (its `didSet`): sends "
                + announces.map { "`\($0)`" }.joined(separator: ", ") + ".",
        ]
    }
}
