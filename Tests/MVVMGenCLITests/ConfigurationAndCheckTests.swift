import Foundation
import Testing

@Suite("mvvmgen.yml, check, prune, force, bundle")
struct ConfigurationAndCheckTests {
    @Test("the nearest mvvmgen.yml sets the folders and the access level; flags override it")
    func configurationApplies() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("output: Out\ntestsOutput: Specs\nmodule: App\naccessLevel: public\n", to: "mvvmgen.yml")
        try cli.write(CLIHarness.screenYAML, to: "screens/top.screen.yaml")

        let run = try cli.run(["screens/top.screen.yaml"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try cli.read("Out/Generated/TopViewCallbackAction.swift").contains(
                "public nonisolated struct TopViewCallbackAction"
            )
        )
        #expect(try cli.read("Specs/TopViewModelTests.swift").contains("@testable import App"))

        let overridden = try cli.run(["screens/top.screen.yaml", "--output", "Elsewhere", "--no-tests"])
        #expect(overridden.status == 0)
        #expect(cli.exists("Elsewhere/Generated/TopViewCallbackAction.swift"))
    }

    @Test("the search for mvvmgen.yml stops at a folder holding an .xcodeproj or a Package.swift")
    func searchStopsAtProjectRoot() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("output: Outer\n", to: "mvvmgen.yml")
        try cli.write("", to: "App/App.xcodeproj/project.pbxproj")
        try cli.write(CLIHarness.screenYAML, to: "App/screens/top.screen.yaml")
        try cli.write("", to: "Package/Package.swift")
        try cli.write(CLIHarness.screenYAML, to: "Package/screens/top.screen.yaml")
        try cli.write(CLIHarness.screenYAML, to: "Loose/screens/top.screen.yaml")

        for project in ["App", "Package", "Loose"] {
            let run = try cli.run(["\(project)/screens/top.screen.yaml", "--no-tests"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(cli.exists("App/screens/Generated/TopViewCallbackAction.swift"))
        #expect(cli.exists("Package/screens/Generated/TopViewCallbackAction.swift"))
        #expect(cli.exists("Outer/Generated/TopViewCallbackAction.swift"), "a folder with no project marker goes on up")
    }

    @Test("a look-alike above a project's root is ignored; a configuration in the root itself applies")
    func searchWithinProject() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("output: Outer\n", to: "mvvmgen.yaml")
        try cli.write("", to: "App/App.xcodeproj/project.pbxproj")
        try cli.write("output: Inner\n", to: "App/mvvmgen.yml")
        try cli.write(CLIHarness.screenYAML, to: "App/screens/deep/top.screen.yaml")
        try cli.write("", to: "Bare/Bare.xcodeproj/project.pbxproj")
        try cli.write(CLIHarness.screenYAML, to: "Bare/screens/top.screen.yaml")

        let app = try cli.run(["App/screens/deep/top.screen.yaml", "--no-tests"])
        #expect(app.status == 0, "\(app.stderr)")
        #expect(cli.exists("App/Inner/Generated/TopViewCallbackAction.swift"))
        let bare = try cli.run(["Bare/screens/top.screen.yaml", "--no-tests"])
        #expect(bare.status == 0, "the look-alike above Bare's root is not Bare's: \(bare.stderr)")
        #expect(cli.exists("Bare/screens/Generated/TopViewCallbackAction.swift"))
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        let loose = try cli.run(["top.screen.yaml", "--no-tests"])
        #expect(loose.status == 65, "outside any project the look-alike is still found")
    }

    @Test("an unknown configuration key is a located error with a suggestion, and nothing is written")
    func unknownConfigurationKey() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("output: Out\naccesLevel: public\n", to: "mvvmgen.yml")
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")

        let run = try cli.run(["top.screen.yaml"])

        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "mvvmgen.yml:2:1: error: unknown key 'accesLevel' in the configuration; did you mean 'accessLevel'?"
            )
        )
        #expect(cli.allFiles() == ["mvvmgen.yml", "top.screen.yaml"])
    }

    @Test("a look-alike configuration name, or a --config that does not exist, says which file to add where")
    func missingOrAmbiguousConfiguration() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("tests: false\n", to: "mvvmgen.yaml")

        let lookalike = try cli.run(["top.screen.yaml"])
        #expect(lookalike.status == 65)
        #expect(lookalike.stderr.contains("mvvmgen reads only mvvmgen.yml: rename it to mvvmgen.yml"))

        try cli.write("tests: false\n", to: "mvvmgen.yml")
        let both = try cli.run(["top.screen.yaml"])
        #expect(both.status == 65)
        #expect(both.stderr.contains("two configuration files"))

        let link = cli.folder.appendingPathComponent("mvvmgen.yml").path
        for target in ["nowhere.yml", "mvvmgen.yml"] {  // dangling, then a loop: never silently none
            try FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let broken = try cli.run(["top.screen.yaml"])
            #expect(broken.status == 65 && broken.stderr.contains("is a link that leads nowhere"), "\(target)")
        }
        try FileManager.default.removeItem(atPath: link)
        try cli.write("tests: false\n", to: "mvvmgen.yml")

        let missing = try cli.run(["top.screen.yaml", "--config", "conf/mvvmgen.yml"])
        #expect(missing.status == 74)
        #expect(
            missing.stderr
                == "error: no configuration file at 'conf/mvvmgen.yml': add a mvvmgen.yml there, or drop --config\n"
        )
        #expect(cli.allFiles() == ["mvvmgen.yaml", "mvvmgen.yml", "top.screen.yaml"])
    }

    @Test("check fails with a unified diff on a stale file and passes after regeneration")
    func checkFindsStaleFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        #expect(try cli.run(["check", "top.screen.yaml", "--no-tests"]).status == 0)

        let withClear = CLIHarness.screenYAML.replacingOccurrences(
            of: "undo: [reloadTable]",
            with: "undo: [reloadTable]\n      clear: [reloadTable]"
        )
        try cli.write(withClear, to: "top.screen.yaml")
        let stale = try cli.run(["check", "top.screen.yaml", "--no-tests"])

        #expect(stale.status == 1)
        #expect(
            stale.stdout.contains(
                "--- a/Generated/TopViewModel+Interface.swift\n+++ b/Generated/TopViewModel+Interface.swift\n@@ "
            )
        )
        #expect(stale.stdout.contains("+    func clear()"))
        #expect(stale.stderr.contains("out of date"))
        // --quiet: the same verdict, no diff.
        let quiet = try cli.run(["check", "top.screen.yaml", "--no-tests", "--quiet"])
        #expect(quiet.status == 1)
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.stderr == stale.stderr)

        try cli.run(["top.screen.yaml", "--no-tests"])
        let fresh = try cli.run(["check", "top.screen.yaml", "--no-tests"])
        #expect(fresh.status == 0, "\(fresh.stdout)")
        let quietFresh = try cli.run(["check", "-q", "top.screen.yaml", "--no-tests"])
        #expect(quietFresh.status == 0)
        #expect(quietFresh.stdout.isEmpty)
    }

    @Test("editing one screen rewrites only that screen's files")
    func editingOneScreenRewritesOnlyIt() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let twoScreens = CLIHarness.screenYAML + "\n  Other:\n    callbacks: [close]\n"
        try cli.write(twoScreens, to: "app.screen.yaml")
        try cli.run(["app.screen.yaml", "--no-tests"])

        try cli.write(twoScreens.replacingOccurrences(of: "[close]", with: "[close, open]"), to: "app.screen.yaml")
        let run = try cli.run(["app.screen.yaml", "--no-tests"])

        let changed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("updated") || $0.hasPrefix("wrote") }
        #expect(
            changed == [
                "updated: Generated/OtherViewCallbackAction.swift",
                "updated: Generated/OtherViewController+Callbacks.swift",
            ]
        )
    }

    @Test("a removed screen's regenerated files are reported, deleted with --prune; user-owned files stay")
    func removedScreensArePruned() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML + "\n  Other:\n    callbacks: [close]\n", to: "app.screen.yaml")
        try cli.run(["app.screen.yaml", "--no-tests"])
        try cli.write(CLIHarness.screenYAML, to: "app.screen.yaml")

        let report = try cli.run(["app.screen.yaml", "--no-tests"])
        #expect(
            report.stdout.contains(
                "stale (no longer generated; --prune removes it): Generated/OtherViewCallbackAction.swift"
            )
        )
        #expect(cli.exists("Generated/OtherViewCallbackAction.swift"))
        #expect(try cli.run(["check", "app.screen.yaml", "--no-tests"]).status == 1)

        let pruned = try cli.run(["app.screen.yaml", "--no-tests", "--prune"])
        #expect(pruned.stdout.contains("removed: Generated/OtherViewCallbackAction.swift"))
        #expect(!cli.exists("Generated/OtherViewCallbackAction.swift"))
        #expect(!cli.exists("Generated/OtherViewModel+Interface.swift"))
        #expect(cli.exists("OtherViewModel.swift"))
        #expect(cli.exists("Generated/TopViewCallbackAction.swift"))
    }

    @Test("--force replaces a file without the header at a regenerated path")
    func forceReplacesForeignFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("// old hand-made file\n", to: "Generated/TopViewCallbackAction.swift")

        let run = try cli.run(["top.screen.yaml", "--no-tests", "--force"])

        #expect(run.status == 0)
        #expect(run.stdout.contains("replaced (--force): Generated/TopViewCallbackAction.swift"))
        #expect(try cli.read("Generated/TopViewCallbackAction.swift").hasPrefix("// Generated by mvvmgen"))
    }

    @Test("bundle writes every regenerated part into one file that type-checks, and never a half file")
    func bundleCompiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let golden = repository.appendingPathComponent("Tests/MVVMGenCoreTests/Golden/gallery")
        try cli.write(
            try String(contentsOf: golden.appendingPathComponent("input.screen.yaml"), encoding: .utf8),
            to: "gallery.screen.yaml"
        )

        let run = try cli.run(["bundle", "gallery.screen.yaml", "--output-file", "Module/Gallery.generated.swift"])
        #expect(run.status == 0, "\(run.stderr)")
        let bundle = try cli.read("Module/Gallery.generated.swift")
        #expect(bundle.hasPrefix("// Generated by mvvmgen from gallery.screen.yaml."))
        #expect(!bundle.contains("ViewModel: ViewModel<"), "created-once view models are not in the bundle")

        // The bundle plus the person's files (here the golden created-once ones) form a module.
        try FileManager.default.copyItem(
            at: golden.appendingPathComponent("support"),
            to: cli.folder.appendingPathComponent("Module/support")
        )
        let sources = golden.appendingPathComponent("expected/sources")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(
                at: sources.appendingPathComponent(name),
                to: cli.folder.appendingPathComponent("Module/\(name)")
            )
        }
        let script = repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["Screens", cli.folder.appendingPathComponent("Module").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")

        try cli.write("screens:\n  Broken:\n    kind: grid\n", to: "gallery.screen.yaml")
        let failed = try cli.run(["bundle", "gallery.screen.yaml", "--output-file", "Module/Gallery.generated.swift"])
        #expect(failed.status == 65)
        #expect(failed.stderr.hasPrefix("gallery.screen.yaml:3:11: error:"))
        #expect(try cli.read("Module/Gallery.generated.swift") == bundle, "a failed run keeps the last good bundle")
    }
}

@Suite("Warnings")
struct WarningTests {
    static let yaml = """
        screens:
          Login:
            properties:
              username: {type: String, access: readwrite}
            commands:
              login: [done]
            callbacks: [done, failed]

        """

    @Test("warnings are printed with their name, do not fail the run, and silence turns them off")
    func warningsAndSilence() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(Self.yaml, to: "login.screen.yaml")

        let warned = try cli.run(["login.screen.yaml", "--no-tests"])
        #expect(warned.status == 0)
        #expect(
            warned.stderr == """
                login.screen.yaml:4:7: warning: read-write property 'username' of screen 'Login' is not read by any command: list it under a command's 'reads' [unreadProperty]
                login.screen.yaml:7:23: warning: callback 'failed' of screen 'Login' is declared but no command or property sends it [unsentCallback]

                """
        )

        try cli.write(
            "silence: [unreadProperty]\n" + Self.yaml + "    silence: [unsentCallback]\n",
            to: "login.screen.yaml"
        )
        let silenced = try cli.run(["login.screen.yaml", "--no-tests"])
        #expect(silenced.status == 0)
        #expect(silenced.stderr.isEmpty, "\(silenced.stderr)")
    }
}
