// Part of the SwiftUI stand-in (see View.swift): Observable objects in the environment:
// `environment(_:)` and `@Environment(SomeType.self)`.
// Checked against Apple's documentation: developer.apple.com/documentation/swiftui:
// view/environment(_:) (`nonisolated func environment<T>(_ object: T?) -> some View where T:
// AnyObject, T: Observable`, iOS 17: the object is set for its type, nil clears it),
// environment.md (`@frozen @propertyWrapper struct Environment<Value>`, iOS 13),
// environment/init(_:)-8slkf (`init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject,
// T: Observable`, iOS 17: nil when no object of that type is set); Averyy/apple-dev-docs,
// documentation/SwiftUI/environment/wrappedvalue.md (`var wrappedValue: Value { get }`). Not
// read, from SwiftUI's interface: the non-optional `init(_ objectType: Value.Type) where Value:
// AnyObject, Value: Observable` (iOS 17), which traps when no object of the type is in the
// environment ("No Observable object of type … found"), as here, and Environment's
// DynamicProperty conformance (its Sendable one, if any, is left out). Left out: EnvironmentValues and the key-path
// forms, environmentObject.
// The stand-in's environment is the build's (BuildContext.swift): what the views above set.
// As SwiftUI updates a view's dynamic properties before its body, the stand-in installs the
// build's environment in each Environment property of a view before building its body, so
// an action that runs later (a button's) reads what the body read.

import Observation

/// A property wrapper that reads a value from a view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @usableFromInline
    let read: ([ObjectIdentifier: AnyObject]) -> Value
    @usableFromInline
    let installed: StateBox<[ObjectIdentifier: AnyObject]?>

    /// The current value of the environment property.
    public var wrappedValue: Value { read(installed.value ?? StandInBuild.environment) }
}

extension Environment: InstalledProperty {
    func install() { installed.value = StandInBuild.environment }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        let key = ObjectIdentifier(objectType)
        installed = StateBox(nil)
        read = { environment in
            guard let object = environment[key] as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for "
                        + "\(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// Creates an environment property to read an observable object from the environment,
    /// returning nil if no corresponding object has been set in the current view's
    /// environment.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        let key = ObjectIdentifier(objectType)
        installed = StateBox(nil)
        read = { environment in environment[key] as? T }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Places an observable object in the view's environment.
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        ModifiedView(content: self, modifier: .environment(ObjectIdentifier(T.self), object))
    }
}
