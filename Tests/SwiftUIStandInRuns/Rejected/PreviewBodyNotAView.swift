// rejected in: swift6 xcode26
// error: conform to 'View'
// A preview's body is a view: previewing the view model instead is rejected.

import Observation
import SwiftUI

@Observable
final class PreviewedModel {
    var name = "Ada"
}

#Preview("Model") {
    PreviewedModel()
}
