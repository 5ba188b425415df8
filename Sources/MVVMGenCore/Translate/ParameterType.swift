/// A type as a parameter's: a function type is `@escaping`, since generated code keeps it
/// (a given closure stored by `init`) or captures it (a command's task). Optional closures
/// (`((Int) -> Void)?`) already escape and are left as written.
enum ParameterType {
    /// `type` with `@escaping ` in front when it is a function type at its top level: an
    /// arrow outside every bracket. Types reach here parsed by the validator, so this is
    /// the only top-level arrow a type can have.
    static func escaping(_ type: String) -> String {
        guard !type.hasPrefix("@escaping"), hasTopLevelArrow(type) else { return type }
        return "@escaping " + type
    }

    static func hasTopLevelArrow(_ type: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case ">" where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
    }
}
