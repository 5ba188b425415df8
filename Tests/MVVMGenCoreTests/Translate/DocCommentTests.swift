import Testing

@testable import MVVMGenCore

/// Summaries reach the generated `///` comments as written, one `///` line per line.
@Suite("Doc comments")
struct DocCommentTests {
    @Test("a summary keeps its case and punctuation; only surrounding whitespace goes")
    func keptAsWritten() {
        #expect(DocComment.text("  owner/name ", indent: 1) == "owner/name")
        #expect(DocComment.text("the jobs, newest first", indent: 0) == "the jobs, newest first")
        #expect(DocComment.text("Done.", indent: 0) == "Done.")
        #expect(DocComment.text(" \n ", indent: 0) == nil)
        #expect(DocComment.text(nil, indent: 0) == nil)
    }

    @Test("each further line starts its own /// line at the template's indent, blank lines without a space")
    func multiLine() {
        #expect(
            DocComment.text("first\n\n  second  \nthird\n", indent: 1)
                == "first\n    ///\n    ///   second\n    /// third"
        )
        #expect(DocComment.text("a\r\nb", indent: 0) == "a\n/// b")
    }

    @Test("a multi-line summary stays inside the comment in every generated file")
    func generatedFiles() throws {
        let yaml = """
            models:
              Job:
                summary: "a job\\nwith two lines"
                fields:
                  id: {type: Int, summary: "owner/name\\nsecond"}
            screens:
              Top:
                summary: "owner/name\\nof the app"
                properties:
                  title: {type: String, summary: "shown\\non top"}
                commands:
                  go: {summary: "goes\\nthere", sends: [done]}
                callbacks:
                  done: "finished\\nloading"
            """
        let files = try Generator(options: GenerationOptions(moduleName: "App"))
            .generate(InputFile(path: "Top.screen.yaml", text: yaml)).files
        let text = files.map(\.contents).joined(separator: "\n")
        for expected in [
            "/// a job\n/// with two lines\n", "    /// owner/name\n    /// second\n",
            "/// owner/name\n/// of the app\n",
            "    /// shown\n    /// on top\n", "    /// goes\n    /// there\n", "    /// finished\n    /// loading\n",
            "    /// Handles `.done`; also applied once, info nil, at the first render.\n    /// finished\n    /// loading\n",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        // No line of a summary lands outside a comment.
        for line in text.split(separator: "\n") {
            #expect(!["with two lines", "second", "of the app", "on top", "there", "loading"].contains(line))
        }
    }
}
