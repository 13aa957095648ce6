// `import Vellum` brings the whole SwiftUI-style vocabulary, the renderer and Foundation,
// as `import SwiftUI` does on Apple platforms.
@_exported import Foundation
@_exported import VellumCore
@_exported import VellumUI
@_exported import VellumLayout
@_exported import VellumImage
@_exported import VellumCairo
