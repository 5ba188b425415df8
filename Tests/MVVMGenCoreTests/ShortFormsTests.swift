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
