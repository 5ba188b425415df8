/// Which folder a file belongs under.
public enum OutputRoot: String, Sendable, Hashable {
    /// Next to the YAML, or `--output`.
    case sources
    /// The test target's folder, or `--tests-output`.
    case tests
}

/// Who owns a file once it exists.
public enum Ownership: String, Sendable, Hashable {
    /// Rewritten on every run; starts with the "do not edit" header.
    case regenerated
    /// Written once as a starting point; from then on it is the person's, never touched again.
    case createdOnce
}
