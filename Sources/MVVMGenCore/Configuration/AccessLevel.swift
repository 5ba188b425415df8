/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`
    case `package`
    case `public`

    /// The keyword and a space, or nothing for `internal`.
    var prefix: String { self == .internal ? "" : rawValue + " " }
}
