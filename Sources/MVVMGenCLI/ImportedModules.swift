import MVVMGenCore

/// `--import-module NAME=PATH`: the screen files of another module this one imports. Their
/// screens may be the targets of routes, tabs and child lists; nothing is generated for them.
enum ImportedModules {
    /// Every screen file each argument names (a folder gives those under it), with its
    /// module's name, in the order given.
    static func read(_ arguments: [String]) throws(DiagnosticsError) -> [(module: String, input: InputFile)] {
        var files: [(module: String, input: InputFile)] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), case let module = String(argument[..<equals]),
                SwiftNames.isIdentifier(module), !argument[argument.index(after: equals)...].isEmpty
            else {
                throw DiagnosticsError(
                    [
                        .error(
                            "--import-module '\(argument)': write NAME=PATH, the module's name and its screen file or folder",
                            at: nil
                        )
                    ],
                    exitCode: .usage
                )
            }
            let path = String(argument[argument.index(after: equals)...])
            for file in try ScreenFileList.expand([path]) {
                files.append((module, try InputReader.read(file)))
            }
        }
        return files
    }
}
