/// `mvvmgen FILE… [options]`, the run every build and every script makes, read without
/// ArgumentParser: building its argument sets by reflection cost a one-screen run more than
/// the generation. Only plain forms are read here (each option once, as `--option VALUE`);
/// anything else, help and every mistake included, goes to ArgumentParser, which gives the
/// same command or the same error as before. A test parses argument lists both ways.
enum QuickGenerate {
    /// The generate command `arguments` (without the executable) ask for, or nil.
    static func command(_ arguments: ArraySlice<String>) -> GenerateCommand? {
        var rest = arguments
        if rest.first == "generate" { rest = rest.dropFirst() }
        // Subcommand names and `help` mean something else in the first place. The names come
        // from the command table (a static value, no reflection), so a new one is never
        // read as a screen file.
        let others = MVVMGenCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
            .filter { $0 != "generate" }
        if let first = arguments.first, (others + ["help"]).contains(first) {
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
                "--created-once-only":
                let flag = argument == "-q" ? "--quiet" : argument == "-v" ? "--verbose" : argument
                guard !flags.contains(flag) else { return nil }
                flags.append(flag)
            default:
                return nil
            }
        }
        guard !files.isEmpty else { return nil }
        let value = { (option: String) in values.first { $0.option == option }?.value }
        var locations = OutputOptions()
        locations.config = value("--config")
        locations.output = value("--output")
        locations.testsOutput = value("--tests-output")
        locations.module = value("--module")
        locations.templates = value("--templates")
        locations.noTests = flags.contains("--no-tests")
        locations.siblings = siblings
        locations.importedModules = importedModules
        var command = GenerateCommand()
        command.files = files
        command.locations = locations
        command.dryRun = flags.contains("--dry-run")
        command.force = flags.contains("--force")
        command.prune = flags.contains("--prune")
        command.createdOnceOnly = flags.contains("--created-once-only")
        command.quiet = flags.contains("--quiet")
        command.verbose = flags.contains("--verbose")
        // An invalid combination is ArgumentParser's to report, with its usage text.
        guard (try? command.validate()) != nil else { return nil }
        return command
    }
}
