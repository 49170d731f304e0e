//! The host's C math library, as MLIR's folders call it: mlir-opt folds
//! `math.sin` of an `f32` constant with `sinf` and of an `f64` with `sin`
//! from the C library it links, so its results are the host libm's
//! (glibc's on Linux), not correctly rounded ones. Calling the same
//! functions gives the same bits on the same host. Rust's own float
//! methods are not used: some (`asinh`, `acosh`, `atanh`) are computed in
//! Rust with other results, and `erf` has no stable counterpart.

/// The libm functions of one argument the folders use, by their C names.
macro_rules! libm_unary {
    ($($name:ident: $t:ty),* $(,)?) => {
        // SAFETY: each is a C99 `<math.h>` function of the platform's libm
        // (linked by `std` on every hosted target), pure, taking and
        // returning a value of the C type `float` or `double` (`f32`,
        // `f64`); it reads no memory and has no precondition on its
        // argument (NaNs and infinities included: it returns a value and
        // at most sets `errno` or floating-point flags, which nothing here
        // reads).
        #[allow(unsafe_code)]
        mod ffi {
            unsafe extern "C" {
                $(pub(super) safe fn $name(x: $t) -> $t;)*
                pub(super) safe fn atan2f(y: f32, x: f32) -> f32;
                pub(super) safe fn atan2(y: f64, x: f64) -> f64;
                pub(super) safe fn powf(x: f32, y: f32) -> f32;
                pub(super) safe fn pow(x: f64, y: f64) -> f64;
            }
        }
        $(
            #[doc = concat!("The C library's `", stringify!($name), "`.")]
            pub(super) fn $name(x: $t) -> $t {
                ffi::$name(x)
            }
        )*
    };
}

libm_unary! {
    acosf: f32, acos: f64,
    acoshf: f32, acosh: f64,
    asinf: f32, asin: f64,
    asinhf: f32, asinh: f64,
    atanf: f32, atan: f64,
    atanhf: f32, atanh: f64,
    cosf: f32, cos: f64,
    coshf: f32, cosh: f64,
    erff: f32, erf: f64,
    erfcf: f32, erfc: f64,
    expf: f32, exp: f64,
    exp2f: f32, exp2: f64,
    expm1f: f32, expm1: f64,
    logf: f32, log: f64,
    log10f: f32, log10: f64,
    log1pf: f32, log1p: f64,
    log2f: f32, log2: f64,
    roundf: f32, round: f64,
    sinf: f32, sin: f64,
    sinhf: f32, sinh: f64,
    sqrtf: f32, sqrt: f64,
    tanf: f32, tan: f64,
    tanhf: f32, tanh: f64,
}

/// The C library's `atan2f`.
pub(super) fn atan2f(y: f32, x: f32) -> f32 {
    ffi::atan2f(y, x)
}

/// The C library's `atan2`.
pub(super) fn atan2(y: f64, x: f64) -> f64 {
    ffi::atan2(y, x)
}

/// The C library's `powf`.
pub(super) fn powf(x: f32, y: f32) -> f32 {
    ffi::powf(x, y)
}

/// The C library's `pow`.
pub(super) fn pow(x: f64, y: f64) -> f64 {
    ffi::pow(x, y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_reach_the_c_library() {
        assert_eq!(sqrt(4.0), 2.0);
        assert_eq!(sqrtf(9.0), 3.0);
        assert_eq!(pow(2.0, 10.0), 1024.0);
        assert_eq!(atan2f(0.0, 1.0), 0.0);
        assert!(logf(-1.0).is_nan());
        assert_eq!(round(2.5), 3.0);
    }
}
