/// The obvious values of common Foundation types, for defaults and samples the YAML leaves
/// out. Each is a plain, valid instance, so generated code compiles and runs without one.
enum FoundationValues {
    /// A URL that is valid everywhere and reserved for examples (RFC 2606).
    static let sampleURL = "URL(string: \"https://example.com\")!"

    /// By type name: the Swift expression of its obvious value.
    static let obvious: [String: String] = [
        "UUID": "UUID()",
        "Date": "Date()",
        "URL": sampleURL,
        "Data": "Data()",
        "Decimal": "0",
    ]

    /// `Foundation.UUID` → `UUID`: a module-qualified name is the same type.
    static func unqualified(_ type: String) -> String {
        for module in ["Foundation.", "Swift."] where type.hasPrefix(module) {
            return String(type.dropFirst(module.count))
        }
        return type
    }
}
