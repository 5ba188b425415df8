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

    /// Read in bytes: every character it looks for is ASCII, and a byte of another character is
    /// never ASCII (a type the validator parsed has no mark combining with a bracket).
    static func hasTopLevelArrow(_ type: String) -> Bool {
        var depth = 0
        var previous = UInt8(ascii: " ")
        for byte in type.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: ">") where depth == 0: return true
            default: break
            }
            previous = byte
        }
        return false
    }
}
