/// File names: the files of two names, or of a model and the router, must not be the same
/// file on a file system that ignores case.
extension SpecChecker {
    /// File names come from model and screen names; macOS file systems ignore case by
    /// default, so names equal but for case clash there. Exactly equal ones clash as types.
    mutating func checkFileNameCases() {
        var files: [String: (name: Name, what: String, file: String)] = [:]
        files.reserveCapacity(file.models.count + file.screens.count)
        let fileNames =
            file.models.map { ($0.name, "model", $0.name.text) }
            + file.screens.map { ($0.name, "screen", ScreenNames(screen: $0.name.text).viewModel) }
        for (name, what, fileName) in fileNames where SwiftNames.isIdentifier(name.text) {
            if let first = files[fileName.lowercased()] {
                if first.file != fileName {
                    log.error(
                        "\(what) '\(name)' gives file names that differ only in case from those of \(first.what) '\(first.name)': they collide on case-insensitive file systems such as macOS's",
                        at: name.location,
                        notes: [.init("\(first.what) '\(first.name)' is declared here", at: first.name.location)]
                    )
                }
            } else {
                files[fileName.lowercased()] = (name, what, fileName)
            }
        }
    }

    /// The router file (`Generated/<Stem>Router.swift`, when any screen is shown on its own)
    /// and a model's file (`Generated/<Model>.swift`) share a folder.
    mutating func checkRouterFileName() {
        guard file.screens.contains(where: { $0.kind != .cell }) else { return }
        let router = ScreenNames.router(fromStem: file.input.stem)
        if let other = module.router(router.lowercased()) {
            log.error(
                "this screen file's router '\(router)' (and its register…Screens()) is also what '\(other)' makes, "
                    + "the names of the two files differing only in case or punctuation: rename one of them",
                at: SourceLocation(file: file.input.path, line: 1, column: 1)
            )
        }
        for model in file.models where model.name.text.lowercased() == router.lowercased() {
            let problem =
                model.name.text == router
                ? "has the file name of the router this YAML file generates, '\(router).swift': rename the model or the YAML file"
                : "gives a file name that differs only in case from that of the router this YAML file generates, '\(router).swift': they collide on case-insensitive file systems such as macOS's"
            log.error("model '\(model.name)' \(problem)", at: model.name.location)
        }
    }

    /// The longest name a file system takes for one file, in bytes (NAME_MAX on Linux and
    /// macOS). Checked here, at the name in the YAML, so a long name stops the run before
    /// any file is written instead of failing halfway through the writes.
    static let maximumFileNameBytes = 255

    /// Every file name a model or screen gives, checked against the limit.
    mutating func checkFileNameLengths() {
        for model in file.models {
            reportIfTooLong(model.name, "model", longest: model.name.text + ".swift")
        }
        for screen in file.screens {
            let names = ScreenNames(screen: screen.name.text)
            // The longest name a screen gives: its controller's callbacks file, or a cell's view.
            let candidates = [
                screen.kind == .cell ? names.cellView + ".swift" : names.controller + "+Callbacks.swift",
                names.viewModel + "+Interface.swift",
            ]
            let longest = candidates.max { $0.utf8.count < $1.utf8.count } ?? ""
            reportIfTooLong(screen.name, "screen", longest: longest)
        }
        // The router is named after the screen file itself, which is why its error has no
        // better place than the file's start.
        let router = ScreenNames.router(fromStem: file.input.stem) + ".swift"
        if file.screens.contains(where: { $0.kind != .cell }), router.utf8.count > Self.maximumFileNameBytes {
            log.error(
                "the screen file's name gives the router file name '\(router.prefix(20))…' of \(router.utf8.count) bytes, over the \(Self.maximumFileNameBytes) bytes file systems allow; shorten the file's name",
                at: SourceLocation(file: file.input.path, line: 1, column: 1)
            )
        }
    }

    private mutating func reportIfTooLong(_ name: Name, _ what: String, longest fileName: String) {
        let bytes = fileName.utf8.count
        guard bytes > Self.maximumFileNameBytes else { return }
        let over = bytes - Self.maximumFileNameBytes
        log.error(
            "\(what) name is \(name.text.utf8.count) bytes long: it gives the file name '\(fileName.prefix(20))…' of \(bytes) bytes, over the \(Self.maximumFileNameBytes) bytes file systems allow; shorten it by at least \(over) bytes",
            at: name.location
        )
    }
}
