/// The largest pictures Vellum allocates: 16384 pixels on a side and 64 megapixels in all
/// (256 MB of pixels). Larger canvases are an error, not an out-of-memory kill.
public enum CanvasLimits {
    public static let maximumSide = 16384
    public static let maximumPixels = 64 << 20
}
