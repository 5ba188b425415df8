// rejected in: swift6 xcode26
// error: conform to 'Observable'
// environment(_:) takes an Observable object.

import SwiftUI

final class PlainSettings {
    var isOn = false
}

struct Settings: View {
    var body: some View {
        Text("Settings")
            .environment(PlainSettings())
    }
}
