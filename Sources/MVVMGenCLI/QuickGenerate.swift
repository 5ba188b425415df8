/// `mvvmgen FILE… [options]`, the run every build and every script makes, read without
/// ArgumentParser: building its argument sets by reflection cost a one-screen run more than
/// the generation. Only plain forms are read here (each option once, as `--option VALUE`);
/// anything else, help and every mistake included, goes to ArgumentParser, which gives the
/// same command or the same error as before. A test parses argument lists both ways.
enum QuickGenerate {
    /// The names that mean another command in the first place, `help` included: a test
    /// keeps them equal to the command table's (reading that table costs a tenth of a
    /// millisecond of start-up, the names are known when this is compiled).
    static let otherCommandNames = ["bundle", "check", "conventions", "help", "init", "schema", "templates"]

    /// The generate run `arguments` (without the executable) ask for, or nil.
    static func command(_ arguments: ArraySlice<String>) -> GenerateRun? {
        var rest = arguments
        if rest.first == "generate" { rest = rest.dropFirst() }
        if let first = arguments.first, otherCommandNames.contains(first) {
            return nil
        }
        var files: [String] = []
        var values: [(option: String, value: String)] = []
        var siblings: [String] = []
        var importedModules: [String] = []
        var flags: [String] = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                files.append(argument)
                continue
            }
            switch argument {
            case "--output", "-o", "--tests-output", "--module", "--config", "--templates", "--sibling",
                "--import-module":
                // A value that looks like an option is ArgumentParser's to read, or to refuse.
                guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                let option = argument == "-o" ? "--output" : argument
                if option == "--sibling" {
                    siblings.append(value)
                } else if option == "--import-module" {
                    importedModules.append(value)
                } else {
                    guard !values.contains(where: { $0.option == option }) else { return nil }
                    values.append((option, value))
                }
            case "--no-tests", "--quiet", "-q", "--verbose", "-v", "--dry-run", "--force", "--prune",
                "--created-once-only", "--timings":
                let flag = argument == "-q" ? "--quiet" : argument == "-v" ? "--verbose" : argument
                guard !flags.contains(flag) else { return nil }
                flags.append(flag)
            default:
                return nil
            }
        }
        guard !files.isEmpty else { return nil }
        let value = { (option: String) in values.first { $0.option == option }?.value }
        let settings = OutputSettings(
            config: value("--config"),
            output: value("--output"),
            testsOutput: value("--tests-output"),
            module: value("--module"),
            templates: value("--templates"),
            noTests: flags.contains("--no-tests"),
            siblings: siblings,
            importedModules: importedModules
        )
        let createdOnceOnly = flags.contains("--created-once-only")
        let (force, prune) = (flags.contains("--force"), flags.contains("--prune"))
        // An invalid combination is ArgumentParser's to report, with its usage text.
        guard GenerateRun.combinationProblem(createdOnceOnly: createdOnceOnly, force: force, prune: prune) == nil
        else { return nil }
        return GenerateRun(
            files: files,
            locations: settings,
            dryRun: flags.contains("--dry-run"),
            force: force,
            prune: prune,
            createdOnceOnly: createdOnceOnly,
            quiet: flags.contains("--quiet"),
            verbose: flags.contains("--verbose"),
            timings: flags.contains("--timings")
        )
    }
}
