import Testing

@testable import MVVMRuntime

@Suite("Callback names")
struct CallbackNamesTests {
    @Test("the set bits print by name, in bit order; unnamed bits are left out")
    func describes() {
        let names = [".reloadTable", ".showError", ".close"]
        #expect(CallbackNames.describe(0b101, names: names) == "[.reloadTable, .close]")
        #expect(CallbackNames.describe(0, names: names) == "[]")
        #expect(CallbackNames.describe(1 << 63 | 0b10, names: names) == "[.showError]")
    }
}
