import Foundation
import Testing

@testable import MVVMGenCore

/// The fuzzer's dictionary is made from the parser's key tables, like the schemas: the
/// committed Fuzz/yaml.dict is what FuzzDictionary makes, and every key the parser reads is
/// in it.
@Suite("Fuzz dictionary")
struct FuzzDictionaryTests {
    @Test("the committed Fuzz/yaml.dict is the one made from the key tables, byte for byte")
    func committedCopy() throws {
        try Snapshot.expect(
            FuzzDictionary.text,
            matches: TestPaths.repository.appendingPathComponent("Fuzz/yaml.dict")
        )
    }

    @Test("every key of every table and of mvvmgen.yml is an entry")
    func everyKeyIsAnEntry() {
        let entries = Set(FuzzDictionary.text.split(separator: "\n").map(String.init))
        for key in SpecKeys.all.flatMap({ $0 }) + Configuration.keys {
            #expect(entries.contains("\"\(key):\""), "\(key) is missing")
        }
        for key in ["whileRunning", "paging", "hud", "silence"] {
            #expect(entries.contains("\"\(key):\""), "\(key), missing from the hand-written dictionary, is missing")
        }
    }

    @Test("bytes outside printable ASCII are escaped as libFuzzer reads them")
    func escapes() {
        #expect(FuzzDictionary.quoted("\r\n") == #""\x0d\x0a""#)
        #expect(FuzzDictionary.quoted("\u{FEFF}") == #""\xef\xbb\xbf""#)
        #expect(FuzzDictionary.quoted("a\"b\\") == #""a\"b\\""#)
    }
}
