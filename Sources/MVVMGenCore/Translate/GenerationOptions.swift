/// Options that change what is generated, not how it is written.
public struct GenerationOptions: Sendable {
    /// The module the generated tests `@testable import`; nil when unknown.
    public var moduleName: String?
    /// Whether to produce test skeletons at all.
    public var writesTests: Bool
    public var accessLevel: AccessLevel
    /// The subfolder of the sources folder for regenerated files.
    public var generatedFolder: String
    /// The screen file as the headers name it: its path relative to the sources folder, so
    /// two screen files of one name in different folders tell their outputs apart (stale
    /// files are found by it). Nil: its file name.
    public var sourcePath: String?
    /// The flavour of screens that do not name one (`flavour:` in `mvvmgen.yml`).
    public var flavour: Flavour

    public init(
        moduleName: String? = nil,
        writesTests: Bool = true,
        accessLevel: AccessLevel = .internal,
        generatedFolder: String = "Generated",
        sourcePath: String? = nil,
        flavour: Flavour = .uikit
    ) {
        self.moduleName = moduleName
        self.writesTests = writesTests
        self.accessLevel = accessLevel
        self.generatedFolder = generatedFolder
        self.sourcePath = sourcePath
        self.flavour = flavour
    }
}
