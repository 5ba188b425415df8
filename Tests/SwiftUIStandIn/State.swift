// Part of the SwiftUI stand-in (see View.swift): State, Binding and Bindable.
// Checked against Apple's documentation (Averyy/apple-dev-docs, documentation/SwiftUI/):
// state.md (`@frozen @propertyWrapper struct State<Value>`, and its Topics for the
// initializers and properties), state/init.md, state/wrappedvalue.md (`{ get nonmutating
// set }`); binding.md (its Topics), binding/init-getset.md (Sendable only when Value is),
// binding/subscript-dynamicmember.md (`WritableKeyPath<Value, Subject>`), binding/constant.md;
// bindable.md (`@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`, iOS 17, and its
// Topics), bindable/init-wrappedvalue.md, bindable/subscript-dynamicmember.md
// (`ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>`). The mirror lists
// conformances without their conditions: State's and Bindable's Sendable are conditional here,
// as Binding's page says its own is.
// Differences that Linux forces: SwiftUI keeps a State's value in the view graph, keyed by the
// view's place; here it lives in a box the view value holds, so it lasts as long as that view
// value (a test keeps its root view). `DynamicProperty` is declared, its `update()` never
// called. Left out: Binding's `init(get:set:)` (its `@isolated(any)` synchronous closures
// cannot be called synchronously outside SwiftUI), `init(_:)` to a hashable value, its
// Identifiable and collection conformances, transactions and animations.

import Observation

/// An interface for a stored variable that updates an external property of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Where a State's value lives in the stand-in.
@usableFromInline
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline
    let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(reading: { box.value }, writing: { box.value = $0 })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    @inlinable
    public init() {
        self.init(wrappedValue: nil)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

/// A property wrapper type that can read and write a value owned by a source of truth.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void

    init(reading read: @escaping () -> Value, writing write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(reading: { value }, writing: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = read
        let write = write
        return Binding<Subject>(
            reading: { read()[keyPath: keyPath] },
            writing: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            }
        )
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

/// SwiftUI's binding is Sendable when its value is; the stand-in's closures come from State,
/// Bindable and key paths, read on the main actor as SwiftUI's are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    var object: Value

    /// Creates a bindable object from an observable object. (Declared in the type, with its
    /// constraints, so that a memberwise initializer takes the object, as SwiftUI's does.)
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        object = wrappedValue
    }

    /// The wrapped object.
    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) {
        object = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: DynamicProperty {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}
