//! The entry function's result and its text, as upstream's runner prints
//! it after the program's output: integers in decimal, an `f32` widened to
//! `double` and printed as LLVM's stream prints one (`%e`, but `nan`,
//! `INF` and `-INF` for the special values).

/// What the entry function returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EntryResult {
    /// Nothing (`void`).
    Void,
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `f32`.
    F32(f32),
}

impl EntryResult {
    /// The line the runner prints for the result (with its newline);
    /// `None` for `void`.
    pub fn line(self) -> Option<String> {
        match self {
            EntryResult::Void => None,
            EntryResult::I32(v) => Some(format!("{v}\n")),
            EntryResult::I64(v) => Some(format!("{v}\n")),
            EntryResult::F32(v) => Some(format!("{}\n", exponent_text(f64::from(v)))),
        }
    }
}

/// `value` as C's `%e` prints it (six digits after the point, an exponent
/// of at least two digits with its sign), with LLVM's texts for NaN and
/// the infinities.
pub fn exponent_text(value: f64) -> String {
    if value.is_nan() {
        return "nan".to_owned();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-INF" } else { "INF" }.to_owned();
    }
    // Rust rounds the digits as C does (to nearest, ties to even on the
    // exact binary value); only the exponent's spelling differs.
    let text = format!("{value:.6e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_print_as_upstreams_runner_prints_them() {
        assert_eq!(EntryResult::Void.line(), None);
        assert_eq!(EntryResult::I32(-1).line().as_deref(), Some("-1\n"));
        assert_eq!(EntryResult::I64(i64::MIN).line().as_deref(), Some("-9223372036854775808\n"));
        // Texts of mlir-runner-22 for these `f32` results.
        let cases: [(f32, &str); 9] = [
            (1.5, "1.500000e+00"),
            (-0.0, "-0.000000e+00"),
            (1.0e-40, "9.999946e-41"),
            (3.0e38, "3.000000e+38"),
            (1414.2136, "1.414214e+03"),
            (f32::NAN, "nan"),
            (-f32::NAN, "nan"),
            (f32::INFINITY, "INF"),
            (f32::NEG_INFINITY, "-INF"),
        ];
        for (value, text) in cases {
            assert_eq!(EntryResult::F32(value).line(), Some(format!("{text}\n")), "{value}");
        }
        assert_eq!(exponent_text(1.0e100), "1.000000e+100");
        assert_eq!(exponent_text(0.0), "0.000000e+00");
    }
}
