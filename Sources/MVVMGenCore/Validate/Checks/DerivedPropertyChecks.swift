/// Derived properties (`from` and `value`) and what a property's change sends (`sends`).
extension SpecChecker {
    /// Checks them, and returns by stored property the callbacks its change sends: its own
    /// `sends` and those of every derived property computed from it, directly or not.
    mutating func checkDerivedProperties(_ screen: ScreenSpec) -> [String: [String]] {
        let properties = Dictionary(
            screen.properties.map { ($0.name.text, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        let sendable = sendableCallbackNames(of: screen)
        let callbacks = Set(sendable)
        // Only derived properties depend on others: searching them alone keeps a screen
        // of thousands of properties linear.
        let derived = screen.properties.filter(\.isDerived)
        for property in screen.properties {
            for action in property.sends where !callbacks.contains(action.text) {
                log.error(
                    "property '\(property.name)' sends '\(action)', which is not among the callbacks of screen '\(screen.name)'"
                        + Suggestion.didYouMean(action.text, among: sendable),
                    at: action.location
                )
            }
            if property.isDerived { checkDerivation(property, among: properties, derived: derived) }
        }
        var announced: [String: [String]] = [:]
        for property in screen.properties where !property.isDerived {
            let dependents = derived.isEmpty ? [] : Self.dependents(of: property.name.text, in: derived)
            var sends: [String] = []
            for action in (property.sends + dependents.flatMap(\.sends)).map(\.text)
            where callbacks.contains(action) && !sends.contains(action) {
                sends.append(action)
            }
            if !sends.isEmpty { announced[property.name.text] = sends }
        }
        return announced
    }

    private mutating func checkDerivation(
        _ property: PropertySpec,
        among properties: [String: PropertySpec],
        derived: [PropertySpec]
    ) {
        let what = "derived property '\(property.name)'"
        if property.value == nil {
            log.error(
                "\(what) needs 'value': the Swift expression that computes it from its 'from'",
                at: property.name.location
            )
        }
        if property.derivedFrom.isEmpty {
            log.error("\(what) needs 'from': the properties its value is computed from", at: property.name.location)
        }
        if property.access == .readwrite || property.defaultValue != nil || property.sample != nil {
            log.error(
                "\(what) is computed: it takes no 'access: readwrite', default or sample",
                at: property.name.location
            )
        }
        for source in property.derivedFrom {
            if source.text == property.name.text {
                log.error("\(what) cannot be computed from itself", at: source.location)
            } else if properties[source.text] == nil {
                log.error(
                    "\(what) is computed from '\(source)', which is not a property of this screen"
                        + Suggestion.didYouMean(source.text, among: Array(properties.keys).sorted()),
                    at: source.location
                )
            } else if Self.dependents(of: property.name.text, in: derived)
                .contains(where: { $0.name.text == source.text })
            {
                log.error("\(what) and '\(source)' are computed from each other", at: source.location)
            }
        }
        if let value = property.value {
            checkValue(value, "the value of \(what)", type: property.type)
        }
    }

    /// The derived properties computed from `name`, directly or through others, each once.
    static func dependents(of name: String, in properties: [PropertySpec]) -> [PropertySpec] {
        var found: [PropertySpec] = []
        var queue = [name]
        while let next = queue.popLast() {
            for property in properties
            where property.derivedFrom.contains(where: { $0.text == next })
                && !found.contains(where: { $0.name.text == property.name.text })
            {
                found.append(property)
                queue.append(property.name.text)
            }
        }
        return found
    }
}
