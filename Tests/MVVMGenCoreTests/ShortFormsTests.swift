import Testing

@testable import MVVMGenCore

@Suite("Short forms")
struct ShortFormsTests {
    @Test("Type = value splits at the first top-level '=' only")
    func typeAndValue() {
        let plain = ShortForms.typeAndValue("String")
        #expect(plain.type.0 == "String" && plain.value == nil)

        let withValue = ShortForms.typeAndValue(#"String = "a = b""#)
        #expect(withValue.type.0 == "String")
        #expect(withValue.value?.0 == #""a = b""#)
        #expect(withValue.value?.1 == 9)

        let closure = ShortForms.typeAndValue("[String: Int] = [\"a\": 1]")
        #expect(closure.type.0 == "[String: Int]")
        #expect(closure.value?.0 == "[\"a\": 1]")

        let comparison = ShortForms.typeAndValue("Bool = 1 == 2")
        #expect(comparison.value?.0 == "1 == 2")
    }

    @Test("a signature gives the name and each parameter with its column")
    func signature() throws {
        let parsed = try ShortForms.signature("like(postId: Int, tags: [String: Int])").get()
        #expect(parsed.name.0 == "like")
        #expect(parsed.parameters.map(\.name.0) == ["postId", "tags"])
        #expect(parsed.parameters.map(\.type.0) == ["Int", "[String: Int]"])
        #expect(parsed.parameters[1].name.1 == 18)
    }

    @Test("a signature without parentheses is just a name; broken ones are errors")
    func brokenSignatures() {
        #expect((try? ShortForms.signature("undo").get())?.parameters.isEmpty == true)
        #expect((try? ShortForms.signature("undo(").get()) == nil)
        #expect((try? ShortForms.signature("undo(x Int)").get()) == nil)
        #expect((try? ShortForms.signature("undo() extra").get()) == nil)
    }
}

@Suite("Short forms read as bytes")
struct ShortFormScalarTests {
    static let texts = [
        "String", #"String = "a = b""#, "[String: Int] = [\"a\": 1]", "Bool = 1 == 2", "  Int =  3 ",
        "(Int) -> Void = { _ in }", "like(postId: Int, tags: [String: Int])", "undo(", "undo(x Int)",
        "undo() extra", "f( a : Int ,b:[Int] )", "Dictionary<String, Int> = [:]", "x != y", "= 1",
    ]

    @Test("ASCII text split as bytes gives what it gives as characters, offsets included")
    func bytesAgreeWithCharacters() {
        for text in Self.texts {
            let bytes = ShortForms.typeAndValue(text, text.utf8.map(ASCIIByte.init))
            let characters = ShortForms.typeAndValue(text, Array(text))
            #expect(bytes.type == characters.type, "\(text)")
            #expect(bytes.value?.0 == characters.value?.0 && bytes.value?.1 == characters.value?.1, "\(text)")
            let byteSignature = ShortForms.signature(text, text.utf8.map(ASCIIByte.init))
            let characterSignature = ShortForms.signature(text, Array(text))
            #expect(String(describing: byteSignature) == String(describing: characterSignature), "\(text)")
        }
    }

    @Test("text with a character of several scalars is read as characters: offsets count characters")
    func combinedCharactersKeepCharacterOffsets() {
        #expect(!PlainText.isPlain("Cafe\u{301} = 1".utf8))
        #expect(!PlainText.isPlain("Int =\r\n 1".utf8))
        let accented = ShortForms.typeAndValue("Cafe\u{301} =  1")
        #expect(accented.value?.0 == "1" && accented.value?.1 == 8)
        let signature = try? ShortForms.signature("go(cafe\u{301}: Int, b: Int)").get()
        #expect(signature?.parameters.map(\.name.1) == [3, 14])
    }
}
