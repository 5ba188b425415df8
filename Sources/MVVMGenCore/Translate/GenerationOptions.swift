/// Options that change what is generated, not how it is written.
public struct GenerationOptions: Sendable {
    /// The module the generated tests `@testable import`; nil when unknown.
    public var moduleName: String?
    /// Whether to produce test skeletons at all.
    public var writesTests: Bool
    public var accessLevel: AccessLevel
    /// The subfolder of the sources folder for regenerated files.
    public var generatedFolder: String

    public init(
        moduleName: String? = nil,
        writesTests: Bool = true,
        accessLevel: AccessLevel = .internal,
        generatedFolder: String = "Generated"
    ) {
        self.moduleName = moduleName
        self.writesTests = writesTests
        self.accessLevel = accessLevel
        self.generatedFolder = generatedFolder
    }
}
