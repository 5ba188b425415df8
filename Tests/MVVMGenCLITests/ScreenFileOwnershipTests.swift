import Foundation
import Testing

@testable import MVVMGenCLI

/// Which screen file a regenerated file belongs to, as its header says: another screen
/// file's files are not taken over, and a renamed or deleted screen file's are stale.
@Suite("screen files owning their regenerated files")
struct ScreenFileOwnershipTests {
    @Test("a second screen file declaring the same screen, run on its own, stops before taking over the first's files")
    func sameScreenInTwoFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "first.screen.yaml")
        try cli.write(CLIHarness.screenYAML, to: "second.screen.yaml")
        try #require(try cli.run(["first.screen.yaml", "--no-tests"]).status == 0)
        let before = try cli.read("Generated/TopViewCallbackAction.swift")

        let second = try cli.run(["second.screen.yaml", "--no-tests"])

        #expect(second.status == 74)
        #expect(
            second.stderr.contains(
                "'Generated/TopViewCallbackAction.swift' was generated from 'first.screen.yaml', which is still there: two screen files make it"
            ),
            "\(second.stderr)"
        )
        #expect(try cli.read("Generated/TopViewCallbackAction.swift") == before)
        #expect(!cli.exists("Generated/SecondRouter.swift"))
    }

    @Test("a removed screen's created-once files are named in a warning and kept; the others are not")
    func removedScreensOwnFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML + "\n  About:\n    callbacks: [close]\n", to: "app.screen.yaml")
        try #require(try cli.run(["app.screen.yaml", "--no-tests"]).status == 0)
        try cli.write(CLIHarness.screenYAML, to: "app.screen.yaml")

        let run = try cli.run(["app.screen.yaml", "--no-tests"])

        #expect(run.status == 0)
        for orphan in ["AboutViewModel.swift", "AboutViewController.swift"] {
            #expect(
                run.stderr.contains("warning: '\(orphan)' was created for a screen 'app.screen.yaml' no longer makes"),
                "\(run.stderr)"
            )
            #expect(cli.exists(orphan))
        }
        #expect(!run.stderr.contains("'TopViewModel.swift' was created"))
    }

    @Test("after a screen file is renamed, another file's run names none of its files")
    func renamedSiblingIsQuiet() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Feed: {}\n  About: {}\n", to: "main.screen.yaml")
        try cli.write("screens:\n  Login: {}\n", to: "login.screen.yaml")
        try #require(try cli.run(["main.screen.yaml", "login.screen.yaml", "--no-tests"]).status == 0)
        try FileManager.default.moveItem(
            at: cli.folder.appendingPathComponent("main.screen.yaml"),
            to: cli.folder.appendingPathComponent("browse.screen.yaml")
        )

        let login = try cli.run(["login.screen.yaml", "--sibling", "browse.screen.yaml", "--no-tests"])
        let both = try cli.run(["browse.screen.yaml", "login.screen.yaml", "--no-tests"])

        #expect(login.status == 0 && both.status == 0)
        #expect(!login.stderr.contains("was created for a screen"), "\(login.stderr)")
        #expect(
            !login.stdout.contains("it): Generated/Feed") && !login.stdout.contains("it): Generated/About"),
            "the renamed file's screens are still made: \(login.stdout)"
        )
        #expect(!both.stderr.contains("was created for a screen"), "\(both.stderr)")
        #expect(both.stdout.contains("stale (no longer generated; --prune removes it): Generated/MainRouter.swift"))
        #expect(!both.stdout.contains("stale (no longer generated; --prune removes it): Generated/Feed"))
    }

    @Test("a regenerated file's name tells the screen or model it was made for")
    func namesOfScreensFiles() {
        #expect(StaleFiles.isNamed(for: ["Feed"], "Generated/FeedViewCallbackAction.swift"))
        #expect(StaleFiles.isNamed(for: ["ViewFinder"], "Generated/ViewFinderViewModel+Interface.swift"))
        #expect(StaleFiles.isNamed(for: ["Repo"], "Generated/Repo.swift"))
        #expect(!StaleFiles.isNamed(for: ["Feed"], "Generated/MainRouter.swift"))
        #expect(!StaleFiles.isNamed(for: ["Fee"], "Generated/FeedViewCallbackAction.swift"))
    }

    @Test("a renamed screen file takes over its screens' files; the old router and dropped screens are stale")
    func renamedScreenFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML + "\n  Other:\n    callbacks: [close]\n", to: "app.screen.yaml")
        try #require(try cli.run(["app.screen.yaml", "--no-tests"]).status == 0)
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("app.screen.yaml"))
        try cli.write(CLIHarness.screenYAML, to: "main.screen.yaml")

        let renamed = try cli.run(["main.screen.yaml", "--no-tests"])

        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout.contains("updated: Generated/TopViewCallbackAction.swift"))
        #expect(try cli.read("Generated/TopViewCallbackAction.swift").contains("from main.screen.yaml"))
        for orphan in ["Generated/AppRouter.swift", "Generated/OtherViewCallbackAction.swift"] {
            #expect(renamed.stdout.contains("stale (no longer generated; --prune removes it): \(orphan)"))
        }
        let check = try cli.run(["check", "main.screen.yaml", "--no-tests"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("stale: Generated/AppRouter.swift"))

        let pruned = try cli.run(["main.screen.yaml", "--no-tests", "--prune"])
        #expect(pruned.stdout.contains("removed: Generated/AppRouter.swift"))
        #expect(!cli.exists("Generated/OtherViewModel+Interface.swift"))
        #expect(cli.exists("OtherViewModel.swift"))
        #expect(try cli.run(["check", "main.screen.yaml", "--no-tests"]).status == 0)
    }
}
