// rejected in: swift6 xcode26
// error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIHostingController
// A UIHostingController subclass with an initializer of its own writes init?(coder:).

import SwiftUI
import UIKit

final class GreetingController: UIHostingController<Text> {
    init(name: String) {
        super.init(rootView: Text("Hello \(name)"))
    }
}
