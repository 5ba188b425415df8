import ArgumentParser

/// Where things go and which templates to use; shared by every command that generates.
/// Each option overrides the same key of `mvvmgen.yml`.
struct OutputOptions: ParsableArguments {
    @Option(
        help: "Configuration file (default: the nearest mvvmgen.yml from the YAML's folder up to the package root)."
    )
    var config: String?

    @Option(name: .shortAndLong, help: "Folder for the Swift sources (default: the YAML file's folder).")
    var output: String?

    @Option(help: "Folder for the test skeletons (default: Tests/<Module>Tests when the YAML is in Sources/<Module>/).")
    var testsOutput: String?

    @Option(help: "Module the tests import with @testable (default: the folder name under Sources/).")
    var module: String?

    @Option(help: "Folder whose *.stencil files replace the built-in templates of the same name.")
    var templates: String?

    @Flag(help: "Do not create test skeletons.")
    var noTests = false

    @Option(
        name: .customLong("sibling"),
        help: """
            Another screen file (or folder of them) of the same module: its screens may be named by \
            routes, tabs and child lists; nothing is generated for it. Repeatable.
            """
    )
    var siblings: [String] = []

    @Option(
        name: .customLong("import-module"),
        help: """
            NAME=PATH: the screen file (or folder of them) of another module, NAME, that this one \
            imports: routes, tabs and child lists may name its screens, and the files that do \
            import NAME; nothing is generated for it. Repeatable.
            """
    )
    var importedModules: [String] = []
}

extension OutputOptions {
    /// What was given, as plain values.
    var settings: OutputSettings {
        OutputSettings(
            config: config,
            output: output,
            testsOutput: testsOutput,
            module: module,
            templates: templates,
            noTests: noTests,
            siblings: siblings,
            importedModules: importedModules
        )
    }

    /// ArgumentParser's own words for a bad option, without its usage text.
    static func message(for error: any Error) -> String {
        fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "invalid options"
    }
}
