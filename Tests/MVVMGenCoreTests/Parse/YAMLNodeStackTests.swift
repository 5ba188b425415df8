import Testing

@testable import MVVMGenCore

@Suite("YAML node stack")
struct YAMLNodeStackTests {
    static func scalar(_ text: String) -> YAMLNode {
        .scalar(.init(string: text, style: .plain, mark: .init(line: 1, column: 1)))
    }

    @Test("values pushed past its first room come out in order, as nodes or as pairs")
    func movesValuesOut() {
        let stack = YAMLNodeStack()
        for index in 0..<150 { stack.push(Self.scalar("value \(index) of a text long enough to be stored")) }
        let tail = stack.popNodes(from: 140)
        #expect(tail.map { $0.scalar?.string } == (140..<150).map { "value \($0) of a text long enough to be stored" })
        #expect(stack.count == 140)
        let pairs = stack.popPairs(from: 100)
        #expect(pairs.count == 20)
        #expect(pairs.first?.key.scalar?.string == "value 100 of a text long enough to be stored")
        #expect(pairs.last?.value.scalar?.string == "value 139 of a text long enough to be stored")
        #expect(stack.popNodes(from: 100).isEmpty && stack.count == 100)
    }

    @Test("an odd value left after the pairs is dropped with them; what is left is freed with the stack")
    func dropsTheOddValue() {
        let stack = YAMLNodeStack()
        for text in ["a", "b", "c"] { stack.push(Self.scalar(text)) }
        let pairs = stack.popPairs(from: 0)
        #expect(pairs.map { $0.key.scalar?.string } == ["a"] && stack.count == 0)
        stack.push(Self.scalar("left for deinit"))
    }
}
