/// The options a project sets once, in `mvvmgen.yml`, for the CLI and both plugins.
/// Paths are as written, relative to the configuration file's folder.
public struct Configuration: Sendable, Equatable {
    /// The exact file name looked for, in the target's folder, then the package root.
    public static let fileName = "mvvmgen.yml"
    /// The keys, in the order Documentation/Configuration.md lists them.
    public static let keys = [
        "output", "testsOutput", "module", "templates", "accessLevel", "generatedFolder", "tests", "flavour",
    ]

    /// Folder for the Swift sources; default: the YAML file's folder.
    public var output: String?
    /// Folder for the test skeletons; default: SwiftPM's `Tests/<Module>Tests`.
    public var testsOutput: String?
    /// The module generated tests `@testable import`.
    public var module: String?
    /// Folder whose `*.stencil` files replace the built-in ones.
    public var templates: String?
    public var accessLevel: AccessLevel = .internal
    /// The subfolder of the sources folder that holds regenerated files.
    public var generatedFolder = "Generated"
    /// Whether to create test skeletons.
    public var tests = true
    /// The flavour of screens that do not name one.
    public var flavour: Flavour = .uikit

    public init() {}

    /// Reads a configuration file's text; every problem is located in it.
    public static func parse(_ input: InputFile) throws(DiagnosticsError) -> Configuration {
        var configuration = Configuration()
        if input.text.trimmingWhitespace.isEmpty { return configuration }
        let root = try YAMLLoader.load(input, kind: "configuration")
        var reader = NodeReader(file: input.path)
        guard let fields = reader.fields(root, "the configuration", allowed: keys) else {
            throw DiagnosticsError(reader.log.sorted)
        }
        func path(_ key: String) -> String? {
            guard let node = fields[key] else { return nil }
            return reader.code(node, "'\(key)'")?.text
        }
        configuration.output = path("output")
        configuration.testsOutput = path("testsOutput")
        configuration.module = path("module")
        configuration.templates = path("templates")
        if let node = fields["accessLevel"], let level = reader.choice(node, "'accessLevel'", as: AccessLevel.self) {
            configuration.accessLevel = level
        }
        if let node = fields["generatedFolder"], let folder = reader.code(node, "'generatedFolder'")?.text {
            if folder.contains("..") || folder.hasPrefix("/") {
                reader.log.error(
                    "'generatedFolder' must be a folder inside the output folder, not '\(folder)'",
                    at: reader.location(of: node)
                )
            } else {
                configuration.generatedFolder = folder
            }
        }
        if let node = fields["tests"], let tests = reader.bool(node, "'tests'") { configuration.tests = tests }
        if let node = fields["flavour"], let flavour = reader.choice(node, "'flavour'", as: Flavour.self) {
            configuration.flavour = flavour
        }
        if let node = fields["module"], let module = configuration.module, !SwiftNames.isIdentifier(module) {
            reader.log.error("'module' must be a Swift module name, not '\(module)'", at: reader.location(of: node))
        }
        try reader.log.throwIfErrors()
        return configuration
    }
}
