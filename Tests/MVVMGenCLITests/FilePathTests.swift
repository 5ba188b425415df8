import Foundation
import Testing

@testable import MVVMGenCLI

@Suite("File paths as strings")
struct FilePathTests {
    @Test(
        "standardized is what URL.standardizedFileURL.path gives",
        arguments: [
            "/a/b/c", "/a/./b", "/a//b/", "/a/b/..", "/a/../../b", "/..", "/", "//", "/a/b/.", "/a/.b/..c/...",
            "relative/x.yaml", "./x", "../x/y", "x/../../..", "Sources/App/../App/Top.screen.yaml",
        ]
    )
    func standardizedMatchesURL(_ path: String) {
        #expect(FilePath.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
    }

    @Test("join standardizes only what needs it, as URL does")
    func join() {
        #expect(FilePath.join("/a/b", "c/d.swift") == "/a/b/c/d.swift")
        #expect(FilePath.join("/a/b/", "../c.swift") == "/a/c.swift")
        #expect(FilePath.join("/a", "./b//c/") == "/a/b/c")
    }

    @Test("the SwiftPM target of a folder: the package root and the module")
    func swiftPMTarget() throws {
        let target = try #require(OutputLayout.swiftPMTarget(containing: "/w/App/Sources/Feature/Screens"))
        #expect(target.root == "/w/App" && target.module == "Feature")
        let top = try #require(OutputLayout.swiftPMTarget(containing: "/Sources/Feature"))
        #expect(top.root == "/" && top.module == "Feature")
        #expect(OutputLayout.swiftPMTarget(containing: "/w/App/Sources") == nil)
    }
}
