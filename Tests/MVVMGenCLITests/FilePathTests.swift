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

    @Test(
        "the folder and name of a path, and whether it is directly in a folder",
        arguments: [
            "/a/b/c.swift", "/c.swift", "c.swift", "/", "/a/", "a/b", "/é/ü/ñ.swift",
            String(repeating: "ab/", count: 40),
        ]
    )
    func folderAndName(_ path: String) {
        let slash = path.lastIndex(of: "/")
        #expect(FilePath.lastSlash(in: path) == slash)
        let folder = FilePath.folder(of: path)
        #expect(FilePath.isDirectly(in: folder, path))
        #expect(!FilePath.isDirectly(in: folder + "x", path))
        // A folder of the same length that differs in its last byte.
        if folder.utf8.count > 1 { #expect(!FilePath.isDirectly(in: String(folder.dropLast()) + "#", path)) }
        #expect(FilePath.name(of: path) == (slash.map { String(path[path.index(after: $0)...]) } ?? path))
    }

    @Test("join standardizes only what needs it, as URL does")
    func join() {
        #expect(FilePath.join("/a/b", "c/d.swift") == "/a/b/c/d.swift")
        #expect(FilePath.join("/a/b/", "../c.swift") == "/a/c.swift")
        #expect(FilePath.join("/a", "./b//c/") == "/a/b/c")
    }

    @Test(
        "join leaves a path as it is exactly when it has no empty, '.' or '..' part after a slash",
        arguments: [
            ("/a/b", "c/d.swift"), ("a", "b"), ("./a", "b"), ("../a", "b"), ("/a", "..."), ("/a", ".b/..c"),
            ("/a/", "b"), ("/a", "b/"), ("/a", "b/."), ("/a", "b/.."), ("/a", "./b"), ("/a", "../b"), ("", "b"),
            ("/", "b"), ("/a", ""), ("a", "b//c"),
        ]
    )
    func joinStandardizesOnlyWhatNeedsIt(_ folder: String, _ relative: String) {
        let joined = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
        let needs =
            joined.contains("//") || joined.contains("/./") || joined.contains("/../") || joined.hasSuffix("/")
            || joined.hasSuffix("/.") || joined.hasSuffix("/..")
        #expect(FilePath.join(folder, relative) == (needs ? FilePath.standardized(joined) : joined), "\(joined)")
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
