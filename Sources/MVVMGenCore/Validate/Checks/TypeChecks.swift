/// Types: every name in a written type is declared or known, and what generated code must
/// start with a value (given objects, properties) has one.
extension SpecChecker {
    /// Reports every name in `type` that is neither declared nor known to Swift.
    mutating func checkType(_ type: SwiftCode) {
        for (name, offset) in knownTypes.unknownNames(in: type.text) {
            let location = type.location.advanced(byColumns: offset)
            if name.hasPrefix(KnownTypes.uiKitPrefix), name.dropFirst(2).first?.isUppercase == true {
                log.error(
                    "type '\(name)' is a UIKit type: view models stay free of UIKit (convention C7); expose the data (a URL, a String) instead",
                    at: location
                )
            } else {
                log.error(
                    "type '\(name)' is neither declared (under 'models' or 'types') nor a known Swift type"
                        + Suggestion.didYouMean(name, among: knownTypes.suggestions),
                    at: location
                )
            }
        }
    }

    func isKnown(_ type: SwiftCode) -> Bool {
        knownTypes.unknownNames(in: type.text).isEmpty
    }

    mutating func checkFieldTypes(_ model: ModelSpec) {
        for field in model.fields { checkType(field.type) }
    }

    mutating func checkTypes(of screen: ScreenSpec) {
        for dependency in screen.owns + screen.given { checkType(dependency.type) }
        for property in screen.properties { checkType(property.type) }
        for list in screen.lists where list.child == nil { checkType(list.item) }
        for parameter in screen.commands.flatMap(\.parameters) + screen.routes.flatMap(\.parameters) {
            checkType(parameter.type)
        }
        checkStartingValues(screen)
        if screen.callbacks.count > CallbackLimits.maximum {
            log.error(
                "screen '\(screen.name)' declares \(screen.callbacks.count) callbacks; its OptionSet holds at most \(CallbackLimits.maximum)",
                at: screen.callbacks[CallbackLimits.maximum].name.location
            )
        }
    }

    /// Generated tests pass each given object a value, and each property starts with one:
    /// written, or the type's obvious default. An unknown type was reported already.
    mutating func checkStartingValues(_ screen: ScreenSpec) {
        for dependency in screen.given where isKnown(dependency.type) {
            let hasValue = dependency.sample ?? dependency.initialValue
            if hasValue == nil && SwiftNames.defaultValue(for: dependency.type.text, models: models) == nil {
                log.error(
                    "given '\(dependency.name)' of type '\(dependency.type)' needs a 'sample': the Swift expression generated tests pass in (for example a stub)",
                    at: dependency.name.location
                )
            }
        }
        for property in screen.properties where isIdentifier(property.name) && isKnown(property.type) {
            if property.defaultValue == nil && SwiftNames.defaultValue(for: property.type.text, models: models) == nil {
                log.error(
                    "property '\(property.name)' of type '\(property.type)' needs a default: write '\(property.type) = value'",
                    at: property.name.location
                )
            }
        }
    }
}
