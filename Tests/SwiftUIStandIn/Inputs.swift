// Part of the SwiftUI stand-in (see View.swift): TextField, SecureField and Toggle.
// Checked against Apple's documentation (developer.apple.com/documentation/swiftui, the
// pages as the docs search returns them): textfield/init(_:text:)-2laoi (`nonisolated
// init<S>(_ title: S, text: Binding<String>) where S: StringProtocol`, iOS 13, in the
// extension where Label == Text), textfield/init(text:prompt:label:) (iOS 15), securefield.md
// (`nonisolated struct SecureField<Label> where Label: View`), securefield/init(_:text:) (the
// LocalizedStringKey form, iOS 13, Label == Text: the StringProtocol form here has the same
// shape, as TextField's), toggle.md (`nonisolated struct Toggle<Label> where Label: View`),
// toggle/init(isOn:label:) (`nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () ->
// Label)`, iOS 13), toggle/init(_:isOn:) (the LocalizedStringResource form: the StringProtocol
// form here, Label == Text, is iOS 13 as SwiftUI's interface has it, not read). TextField's
// struct page (`nonisolated struct TextField<Label> where Label: View`) was not read.
// Left out: prompts, axes, formatters, focus, submit actions, styles.
// The stand-in types through the binding (`type(_:)`), as a person's typing does.

/// A control that displays an editable text interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label> where Label: View {
    let text: Binding<String>
    let label: Label

    /// Creates a text field with a prompt generated from a `Text`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.text = text
        label = Text(title)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension TextField: PrimitiveView {
    func standInNode() -> _StandIn.Node { fieldNode(.textField, label: label, text: text) }
}

/// A control into which people securely enter private text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SecureField<Label> where Label: View {
    let text: Binding<String>
    let label: Label

    /// Creates a secure field with a prompt generated from a `Text`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.text = text
        label = Text(title)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension SecureField: PrimitiveView {
    func standInNode() -> _StandIn.Node { fieldNode(.secureField, label: label, text: text) }
}

/// A field's node: titled by its label's texts, holding the binding's text.
@MainActor
private func fieldNode<Label: View>(_ kind: _StandIn.Node.Kind, label: Label, text: Binding<String>) -> _StandIn.Node {
    let labelNode = _StandIn.node(of: label)
    let node = _StandIn.Node(kind: kind, text: labelNode.texts.joined(separator: " "))
    node.value = text.wrappedValue
    node.edit = { text.wrappedValue = $0 }
    return node
}

/// A control that toggles between on and off states.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label> where Label: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { Text(title) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Toggle: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        let labelNode = _StandIn.node(of: label)
        let isOn = isOn
        // A tap flips the binding, as a person's tap on the switch does.
        let node = _StandIn.Node(kind: .toggle, text: labelNode.texts.joined(separator: " ")) {
            isOn.wrappedValue.toggle()
        }
        node.isOn = isOn.wrappedValue
        return node
    }
}
