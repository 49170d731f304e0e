//! Tests of the float kinds against `mlir-opt` 22's output (hex and
//! decimal literals, printed as it prints them) and against
//! `rustc_apfloat` (conversions and exact decimal rounding).

use super::decimal::split_decimal;
use super::{FloatKind, FloatText};
use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Single, X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Round};

/// What `mlir-opt` prints for the attribute value.
fn show(kind: FloatKind, bits: u128) -> String {
    match kind.format(bits) {
        FloatText::Decimal(s) => s,
        FloatText::Hex => format!("0x{:X}", kind.storage_bits(bits)),
    }
}

/// `mlir-opt-22` output for `"a.b"() {v = <hex> : <type>}`.
#[rustfmt::skip]
const HEX_CASES: &[(FloatKind, u128, &str)] = &[
    (FloatKind::F16, 0x0, "0.000000e+00"),
    (FloatKind::F16, 0x1, "5.960460e-08"),
    (FloatKind::F16, 0x3FF, "6.097560e-05"),
    (FloatKind::F16, 0x400, "6.103520e-05"),
    (FloatKind::F16, 0x7BFF, "6.550400e+04"),
    (FloatKind::F16, 0x7C00, "0x7C00"),
    (FloatKind::F16, 0x7C01, "0x7C01"),
    (FloatKind::F16, 0x7FFF, "0x7FFF"),
    (FloatKind::F16, 0x8000, "-0.000000e+00"),
    (FloatKind::F16, 0x8001, "-5.960460e-08"),
    (FloatKind::F16, 0xFBFF, "-6.550400e+04"),
    (FloatKind::F16, 0xFC00, "0xFC00"),
    (FloatKind::F16, 0xFFFF, "0xFFFF"),
    (FloatKind::BF16, 0x0, "0.000000e+00"),
    (FloatKind::BF16, 0x1, "9.183550e-41"),
    (FloatKind::BF16, 0x7F, "1.166310e-38"),
    (FloatKind::BF16, 0x80, "1.175490e-38"),
    (FloatKind::BF16, 0x7F7F, "3.389530e+38"),
    (FloatKind::BF16, 0x7F80, "0x7F80"),
    (FloatKind::BF16, 0x7F81, "0x7F81"),
    (FloatKind::BF16, 0x7FFF, "0x7FFF"),
    (FloatKind::BF16, 0x8000, "-0.000000e+00"),
    (FloatKind::BF16, 0x8001, "-9.183550e-41"),
    (FloatKind::BF16, 0xFF7F, "-3.389530e+38"),
    (FloatKind::BF16, 0xFF80, "0xFF80"),
    (FloatKind::BF16, 0xFFFF, "0xFFFF"),
    (FloatKind::F32, 0x0, "0.000000e+00"),
    (FloatKind::F32, 0x1, "1.401300e-45"),
    (FloatKind::F32, 0x7FFFFF, "1.17549421E-38"),
    (FloatKind::F32, 0x800000, "1.17549435E-38"),
    (FloatKind::F32, 0x7F7FFFFF, "3.40282347E+38"),
    (FloatKind::F32, 0x7F800000, "0x7F800000"),
    (FloatKind::F32, 0x7F800001, "0x7F800001"),
    (FloatKind::F32, 0x7FFFFFFF, "0x7FFFFFFF"),
    (FloatKind::F32, 0x80000000, "-0.000000e+00"),
    (FloatKind::F32, 0x80000001, "-1.401300e-45"),
    (FloatKind::F32, 0xFF7FFFFF, "-3.40282347E+38"),
    (FloatKind::F32, 0xFF800000, "0xFF800000"),
    (FloatKind::F32, 0xFFFFFFFF, "0xFFFFFFFF"),
    (FloatKind::F64, 0x0, "0.000000e+00"),
    (FloatKind::F64, 0x1, "4.940660e-324"),
    (FloatKind::F64, 0xFFFFFFFFFFFFF, "2.2250738585072009E-308"),
    (FloatKind::F64, 0x10000000000000, "2.2250738585072014E-308"),
    (FloatKind::F64, 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
    (FloatKind::F64, 0x7FF0000000000000, "0x7FF0000000000000"),
    (FloatKind::F64, 0x7FF0000000000001, "0x7FF0000000000001"),
    (FloatKind::F64, 0x7FFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFF"),
    (FloatKind::F64, 0x8000000000000000, "-0.000000e+00"),
    (FloatKind::F64, 0x8000000000000001, "-4.940660e-324"),
    (FloatKind::F64, 0xFFEFFFFFFFFFFFFF, "-1.7976931348623157E+308"),
    (FloatKind::F64, 0xFFF0000000000000, "0xFFF0000000000000"),
    (FloatKind::F64, 0xFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFF"),
    (FloatKind::F80, 0x0, "0.000000e+00"),
    (FloatKind::F80, 0x1, "3.645200e-4951"),
    (FloatKind::F80, 0x7FFFFFFFFFFFFFFF, "3.3621031431120935059E-4932"),
    (FloatKind::F80, 0x8000000000000000, "3.36210314311209350626E-4932"),
    (FloatKind::F80, 0x18000000000000000, "3.36210314311209350626E-4932"),
    (FloatKind::F80, 0x3FFF8000000000000000, "1.000000e+00"),
    (FloatKind::F80, 0x40000000000000000000, "0x7FFF0000000000000000"),
    (FloatKind::F80, 0x7FFEFFFFFFFFFFFFFFFF, "1.18973149535723176502E+4932"),
    (FloatKind::F80, 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
    (FloatKind::F80, 0x7FFFC000000000000000, "0x7FFFC000000000000000"),
    (FloatKind::F80, 0x80000000000000000000, "-0.000000e+00"),
    (FloatKind::F80, 0xFFFF8000000000000000, "0xFFFF8000000000000000"),
    (FloatKind::F128, 0x0, "0.000000e+00"),
    (FloatKind::F128, 0x1, "6.475180e-4966"),
    (FloatKind::F128, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "3.36210314311209350626267781732175196E-4932"),
    (FloatKind::F128, 0x10000000000000000000000000000, "3.3621031431120935062626778173217526E-4932"),
    (FloatKind::F128, 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "1.18973149535723176508575932662800702E+4932"),
    (FloatKind::F128, 0x7FFF0000000000000000000000000000, "0x7FFF0000000000000000000000000000"),
    (FloatKind::F128, 0x7FFF0000000000000000000000000001, "0x7FFF0000000000000000000000000001"),
    (FloatKind::F128, 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
    (FloatKind::F128, 0x80000000000000000000000000000000, "-0.000000e+00"),
    (FloatKind::F128, 0x80000000000000000000000000000001, "-6.475180e-4966"),
    (FloatKind::F128, 0xFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "-1.18973149535723176508575932662800702E+4932"),
    (FloatKind::F128, 0xFFFF0000000000000000000000000000, "0xFFFF0000000000000000000000000000"),
    (FloatKind::F128, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
    (FloatKind::TF32, 0x0, "0.000000e+00"),
    (FloatKind::TF32, 0x1, "1.147940e-41"),
    (FloatKind::TF32, 0x3FF, "1.174350e-38"),
    (FloatKind::TF32, 0x400, "1.175490e-38"),
    (FloatKind::TF32, 0x3FBFF, "3.401160e+38"),
    (FloatKind::TF32, 0x3FC00, "0x3FC00"),
    (FloatKind::TF32, 0x3FC01, "0x3FC01"),
    (FloatKind::TF32, 0x3FFFF, "0x3FFFF"),
    (FloatKind::TF32, 0x40000, "-0.000000e+00"),
    (FloatKind::TF32, 0x40001, "-1.147940e-41"),
    (FloatKind::TF32, 0x7FBFF, "-3.401160e+38"),
    (FloatKind::TF32, 0x7FC00, "0x7FC00"),
    (FloatKind::TF32, 0x7FFFF, "0x7FFFF"),
    (FloatKind::F8E5M2, 0x0, "0.000000e+00"),
    (FloatKind::F8E5M2, 0x1, "1.525880e-05"),
    (FloatKind::F8E5M2, 0x3, "4.577640e-05"),
    (FloatKind::F8E5M2, 0x4, "6.103520e-05"),
    (FloatKind::F8E5M2, 0x7B, "5.734400e+04"),
    (FloatKind::F8E5M2, 0x7C, "0x7C"),
    (FloatKind::F8E5M2, 0x7D, "0x7D"),
    (FloatKind::F8E5M2, 0x7F, "0x7F"),
    (FloatKind::F8E5M2, 0x80, "-0.000000e+00"),
    (FloatKind::F8E5M2, 0x81, "-1.525880e-05"),
    (FloatKind::F8E5M2, 0xFB, "-5.734400e+04"),
    (FloatKind::F8E5M2, 0xFC, "0xFC"),
    (FloatKind::F8E5M2, 0xFF, "0xFF"),
    (FloatKind::F8E4M3, 0x0, "0.000000e+00"),
    (FloatKind::F8E4M3, 0x1, "1.953130e-03"),
    (FloatKind::F8E4M3, 0x7, "1.367190e-02"),
    (FloatKind::F8E4M3, 0x8, "1.562500e-02"),
    (FloatKind::F8E4M3, 0x77, "2.400000e+02"),
    (FloatKind::F8E4M3, 0x78, "0x78"),
    (FloatKind::F8E4M3, 0x79, "0x79"),
    (FloatKind::F8E4M3, 0x7F, "0x7F"),
    (FloatKind::F8E4M3, 0x80, "-0.000000e+00"),
    (FloatKind::F8E4M3, 0x81, "-1.953130e-03"),
    (FloatKind::F8E4M3, 0xF7, "-2.400000e+02"),
    (FloatKind::F8E4M3, 0xF8, "0xF8"),
    (FloatKind::F8E4M3, 0xFF, "0xFF"),
    (FloatKind::F8E4M3FN, 0x0, "0.000000e+00"),
    (FloatKind::F8E4M3FN, 0x1, "1.953130e-03"),
    (FloatKind::F8E4M3FN, 0x7, "1.367190e-02"),
    (FloatKind::F8E4M3FN, 0x8, "1.562500e-02"),
    (FloatKind::F8E4M3FN, 0x77, "2.400000e+02"),
    (FloatKind::F8E4M3FN, 0x78, "2.560000e+02"),
    (FloatKind::F8E4M3FN, 0x79, "2.880000e+02"),
    (FloatKind::F8E4M3FN, 0x7F, "0x7F"),
    (FloatKind::F8E4M3FN, 0x80, "-0.000000e+00"),
    (FloatKind::F8E4M3FN, 0x81, "-1.953130e-03"),
    (FloatKind::F8E4M3FN, 0xF7, "-2.400000e+02"),
    (FloatKind::F8E4M3FN, 0xF8, "-2.560000e+02"),
    (FloatKind::F8E4M3FN, 0xFF, "0xFF"),
    (FloatKind::F8E5M2FNUZ, 0x0, "0.000000e+00"),
    (FloatKind::F8E5M2FNUZ, 0x1, "7.629390e-06"),
    (FloatKind::F8E5M2FNUZ, 0x3, "2.288820e-05"),
    (FloatKind::F8E5M2FNUZ, 0x4, "3.051760e-05"),
    (FloatKind::F8E5M2FNUZ, 0x7B, "2.867200e+04"),
    (FloatKind::F8E5M2FNUZ, 0x7C, "3.276800e+04"),
    (FloatKind::F8E5M2FNUZ, 0x7D, "4.096000e+04"),
    (FloatKind::F8E5M2FNUZ, 0x7F, "5.734400e+04"),
    (FloatKind::F8E5M2FNUZ, 0x80, "0x80"),
    (FloatKind::F8E5M2FNUZ, 0x81, "-7.629390e-06"),
    (FloatKind::F8E5M2FNUZ, 0xFB, "-2.867200e+04"),
    (FloatKind::F8E5M2FNUZ, 0xFC, "-3.276800e+04"),
    (FloatKind::F8E5M2FNUZ, 0xFF, "-5.734400e+04"),
    (FloatKind::F8E4M3FNUZ, 0x0, "0.000000e+00"),
    (FloatKind::F8E4M3FNUZ, 0x1, "9.765620e-04"),
    (FloatKind::F8E4M3FNUZ, 0x7, "6.835930e-03"),
    (FloatKind::F8E4M3FNUZ, 0x8, "7.812500e-03"),
    (FloatKind::F8E4M3FNUZ, 0x77, "1.200000e+02"),
    (FloatKind::F8E4M3FNUZ, 0x78, "1.280000e+02"),
    (FloatKind::F8E4M3FNUZ, 0x79, "1.440000e+02"),
    (FloatKind::F8E4M3FNUZ, 0x7F, "2.400000e+02"),
    (FloatKind::F8E4M3FNUZ, 0x80, "0x80"),
    (FloatKind::F8E4M3FNUZ, 0x81, "-9.765620e-04"),
    (FloatKind::F8E4M3FNUZ, 0xF7, "-1.200000e+02"),
    (FloatKind::F8E4M3FNUZ, 0xF8, "-1.280000e+02"),
    (FloatKind::F8E4M3FNUZ, 0xFF, "-2.400000e+02"),
    (FloatKind::F8E4M3B11FNUZ, 0x0, "0.000000e+00"),
    (FloatKind::F8E4M3B11FNUZ, 0x1, "1.220700e-04"),
    (FloatKind::F8E4M3B11FNUZ, 0x7, "8.544920e-04"),
    (FloatKind::F8E4M3B11FNUZ, 0x8, "9.765620e-04"),
    (FloatKind::F8E4M3B11FNUZ, 0x77, "1.500000e+01"),
    (FloatKind::F8E4M3B11FNUZ, 0x78, "1.600000e+01"),
    (FloatKind::F8E4M3B11FNUZ, 0x79, "1.800000e+01"),
    (FloatKind::F8E4M3B11FNUZ, 0x7F, "3.000000e+01"),
    (FloatKind::F8E4M3B11FNUZ, 0x80, "0x80"),
    (FloatKind::F8E4M3B11FNUZ, 0x81, "-1.220700e-04"),
    (FloatKind::F8E4M3B11FNUZ, 0xF7, "-1.500000e+01"),
    (FloatKind::F8E4M3B11FNUZ, 0xF8, "-1.600000e+01"),
    (FloatKind::F8E4M3B11FNUZ, 0xFF, "-3.000000e+01"),
    (FloatKind::F8E3M4, 0x0, "0.000000e+00"),
    (FloatKind::F8E3M4, 0x1, "1.562500e-02"),
    (FloatKind::F8E3M4, 0xF, "2.343750e-01"),
    (FloatKind::F8E3M4, 0x10, "2.500000e-01"),
    (FloatKind::F8E3M4, 0x6F, "1.550000e+01"),
    (FloatKind::F8E3M4, 0x70, "0x70"),
    (FloatKind::F8E3M4, 0x71, "0x71"),
    (FloatKind::F8E3M4, 0x7F, "0x7F"),
    (FloatKind::F8E3M4, 0x80, "-0.000000e+00"),
    (FloatKind::F8E3M4, 0x81, "-1.562500e-02"),
    (FloatKind::F8E3M4, 0xEF, "-1.550000e+01"),
    (FloatKind::F8E3M4, 0xF0, "0xF0"),
    (FloatKind::F8E3M4, 0xFF, "0xFF"),
    (FloatKind::F8E8M0FNU, 0x0, "5.877470e-39"),
    (FloatKind::F8E8M0FNU, 0x1, "1.175490e-38"),
    (FloatKind::F8E8M0FNU, 0x40, "1.084200e-19"),
    (FloatKind::F8E8M0FNU, 0x7F, "1.000000e+00"),
    (FloatKind::F8E8M0FNU, 0x80, "2.000000e+00"),
    (FloatKind::F8E8M0FNU, 0xFE, "1.701410e+38"),
    (FloatKind::F8E8M0FNU, 0xFF, "0xFF"),
    (FloatKind::F6E2M3FN, 0x0, "0.000000e+00"),
    (FloatKind::F6E2M3FN, 0x1, "1.250000e-01"),
    (FloatKind::F6E2M3FN, 0x7, "8.750000e-01"),
    (FloatKind::F6E2M3FN, 0x8, "1.000000e+00"),
    (FloatKind::F6E2M3FN, 0x17, "3.750000e+00"),
    (FloatKind::F6E2M3FN, 0x18, "4.000000e+00"),
    (FloatKind::F6E2M3FN, 0x19, "4.500000e+00"),
    (FloatKind::F6E2M3FN, 0x1F, "7.500000e+00"),
    (FloatKind::F6E2M3FN, 0x20, "-0.000000e+00"),
    (FloatKind::F6E2M3FN, 0x21, "-1.250000e-01"),
    (FloatKind::F6E2M3FN, 0x37, "-3.750000e+00"),
    (FloatKind::F6E2M3FN, 0x38, "-4.000000e+00"),
    (FloatKind::F6E2M3FN, 0x3F, "-7.500000e+00"),
    (FloatKind::F6E3M2FN, 0x0, "0.000000e+00"),
    (FloatKind::F6E3M2FN, 0x1, "6.250000e-02"),
    (FloatKind::F6E3M2FN, 0x3, "1.875000e-01"),
    (FloatKind::F6E3M2FN, 0x4, "2.500000e-01"),
    (FloatKind::F6E3M2FN, 0x1B, "1.400000e+01"),
    (FloatKind::F6E3M2FN, 0x1C, "1.600000e+01"),
    (FloatKind::F6E3M2FN, 0x1D, "2.000000e+01"),
    (FloatKind::F6E3M2FN, 0x1F, "2.800000e+01"),
    (FloatKind::F6E3M2FN, 0x20, "-0.000000e+00"),
    (FloatKind::F6E3M2FN, 0x21, "-6.250000e-02"),
    (FloatKind::F6E3M2FN, 0x3B, "-1.400000e+01"),
    (FloatKind::F6E3M2FN, 0x3C, "-1.600000e+01"),
    (FloatKind::F6E3M2FN, 0x3F, "-2.800000e+01"),
    (FloatKind::F4E2M1FN, 0x0, "0.000000e+00"),
    (FloatKind::F4E2M1FN, 0x1, "5.000000e-01"),
    (FloatKind::F4E2M1FN, 0x2, "1.000000e+00"),
    (FloatKind::F4E2M1FN, 0x5, "3.000000e+00"),
    (FloatKind::F4E2M1FN, 0x6, "4.000000e+00"),
    (FloatKind::F4E2M1FN, 0x7, "6.000000e+00"),
    (FloatKind::F4E2M1FN, 0x8, "-0.000000e+00"),
    (FloatKind::F4E2M1FN, 0x9, "-5.000000e-01"),
    (FloatKind::F4E2M1FN, 0xD, "-3.000000e+00"),
    (FloatKind::F4E2M1FN, 0xE, "-4.000000e+00"),
    (FloatKind::F4E2M1FN, 0xF, "-6.000000e+00"),
    (FloatKind::F32, 0x49800000, "0x49800000"),
    (FloatKind::F32, 0xE8788, "1.3343164E-39"),
    (FloatKind::F32, 0x3A86577B, "0.00102494599"),
    (FloatKind::F64, 0x4130000000000000, "0x4130000000000000"),
    (FloatKind::F64, 0x43D6C7A8DD62, "3.6852233893755704E-310"),
    (FloatKind::F64, 0x3F51BAD020438088, "0.0010821373444329947"),
    (FloatKind::F80, 0x32A110EBBF1E7809B, "0x7FFF2A110EBBF1E7809B"),
    (FloatKind::F80, 0x430A0, "1.00094262985867246606E-4945"),
    (FloatKind::F80, 0x3FFB800A24F8570F40D3, "0.0625193489348770961998"),
    (FloatKind::F80, 0x40004000000000000000, "0x7FFF4000000000000000"),
    (FloatKind::F128, 0x40400000000000000000000000000000, "0x40400000000000000000000000000000"),
    (FloatKind::F128, 0xDD56D, "5.8704261391581107556896509817239755E-4960"),
    (FloatKind::F128, 0x3FF75EB2AD3B4738A1775F21C59DF51E, "0.00535122613225958763571604996414683248"),
    (FloatKind::F128, 0x40000000000000000000000000000002, "2.00000000000000000000000000000000077"),
];

/// `mlir-opt-22` output for `"a.b"() {v = <literal> : <type>}`.
#[rustfmt::skip]
const DECIMAL_CASES: &[(FloatKind, &str, &str)] = &[
    (FloatKind::F16, "0.3", "3.000490e-01"),
    (FloatKind::F16, "-1.5", "-1.500000e+00"),
    (FloatKind::F16, "1.0e10", "0x7C00"),
    (FloatKind::F16, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F16, "-0.0", "-0.000000e+00"),
    (FloatKind::F16, "1.0e400", "0x7C00"),
    (FloatKind::F16, "-1.0e400", "0xFC00"),
    (FloatKind::F16, "65504.0", "6.550400e+04"),
    (FloatKind::F16, "65520.0", "0x7C00"),
    (FloatKind::F16, "1.0e-7", "1.192090e-07"),
    (FloatKind::F16, "2.98e-8", "0.000000e+00"),
    (FloatKind::F16, "2.99e-8", "5.960460e-08"),
    (FloatKind::BF16, "0.3", "3.007810e-01"),
    (FloatKind::BF16, "-1.5", "-1.500000e+00"),
    (FloatKind::BF16, "1.0e10", "9.999220e+09"),
    (FloatKind::BF16, "-1.0e-30", "-9.984020e-31"),
    (FloatKind::BF16, "-0.0", "-0.000000e+00"),
    (FloatKind::BF16, "1.0e400", "0x7F80"),
    (FloatKind::BF16, "-1.0e400", "0xFF80"),
    (FloatKind::BF16, "3.0e38", "3.004060e+38"),
    (FloatKind::BF16, "1.0e39", "0x7F80"),
    (FloatKind::F32, "0.3", "3.000000e-01"),
    (FloatKind::F32, "-1.5", "-1.500000e+00"),
    (FloatKind::F32, "1.0e10", "1.000000e+10"),
    (FloatKind::F32, "-1.0e-30", "-1.000000e-30"),
    (FloatKind::F32, "-0.0", "-0.000000e+00"),
    (FloatKind::F32, "1.0e400", "0x7F800000"),
    (FloatKind::F32, "-1.0e400", "0xFF800000"),
    (FloatKind::F32, "1.0e-4", "9.99999974E-5"),
    (FloatKind::F32, "16777216.0", "0x4B800000"),
    (FloatKind::F32, "16777218.0", "0x4B800001"),
    (FloatKind::F32, "0.333333333", "0.333333343"),
    (FloatKind::F32, "1.0e-40", "9.999940e-41"),
    (FloatKind::F32, "1.23456789e-4", "1.2345679E-4"),
    (FloatKind::F64, "0.3", "3.000000e-01"),
    (FloatKind::F64, "-1.5", "-1.500000e+00"),
    (FloatKind::F64, "1.0e10", "1.000000e+10"),
    (FloatKind::F64, "-1.0e-30", "-1.000000e-30"),
    (FloatKind::F64, "-0.0", "-0.000000e+00"),
    (FloatKind::F64, "1.0e400", "0x7FF0000000000000"),
    (FloatKind::F64, "-1.0e400", "0xFFF0000000000000"),
    (FloatKind::F64, "0.1", "1.000000e-01"),
    (FloatKind::F64, "123456789.0", "0x419D6F3454000000"),
    (FloatKind::F64, "1.2345678901234567e17", "1.2345678901234566E+17"),
    (FloatKind::F64, "1.0e-7", "9.9999999999999995E-8"),
    (FloatKind::F64, "0.0012345678", "0.0012345678000000001"),
    (FloatKind::F64, "1.0e-320", "9.999880e-321"),
    (FloatKind::F64, "1.7976931348623158e308", "1.7976931348623157E+308"),
    (FloatKind::F80, "0.3", "0.299999999999999988898"),
    (FloatKind::F80, "-1.5", "-1.500000e+00"),
    (FloatKind::F80, "1.0e10", "1.000000e+10"),
    (FloatKind::F80, "-1.0e-30", "-1.00000000000000008334E-30"),
    (FloatKind::F80, "-0.0", "-0.000000e+00"),
    (FloatKind::F80, "1.0e400", "0x7FFF8000000000000000"),
    (FloatKind::F80, "-1.0e400", "0xFFFF8000000000000000"),
    (FloatKind::F80, "0.1", "0.100000000000000005551"),
    (FloatKind::F80, "1.0e-320", "9.99988867182683005413E-321"),
    (FloatKind::F80, "123456789.0", "0x4019EB79A2A000000000"),
    (FloatKind::F128, "0.3", "0.299999999999999988897769753748434596"),
    (FloatKind::F128, "-1.5", "-1.500000e+00"),
    (FloatKind::F128, "1.0e10", "1.000000e+10"),
    (FloatKind::F128, "-1.0e-30", "-1.00000000000000008333642060758598535E-30"),
    (FloatKind::F128, "-0.0", "-0.000000e+00"),
    (FloatKind::F128, "1.0e400", "0x7FFF0000000000000000000000000000"),
    (FloatKind::F128, "-1.0e400", "0xFFFF0000000000000000000000000000"),
    (FloatKind::F128, "0.1", "0.100000000000000005551115123125782702"),
    (FloatKind::F128, "1.00000000000000000000000000001", "1.000000e+00"),
    (FloatKind::F128, "1.0e-320", "9.99988867182683005413375236765280058E-321"),
    (FloatKind::TF32, "0.3", "3.000490e-01"),
    (FloatKind::TF32, "-1.5", "-1.500000e+00"),
    (FloatKind::TF32, "1.0e10", "9.999220e+09"),
    (FloatKind::TF32, "-1.0e-30", "-9.999420e-31"),
    (FloatKind::TF32, "-0.0", "-0.000000e+00"),
    (FloatKind::TF32, "1.0e400", "0x3FC00"),
    (FloatKind::TF32, "-1.0e400", "0x7FC00"),
    (FloatKind::TF32, "1.0e-4", "1.000170e-04"),
    (FloatKind::TF32, "3.0e38", "3.000730e+38"),
    (FloatKind::F8E5M2, "0.3", "3.125000e-01"),
    (FloatKind::F8E5M2, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E5M2, "1.0e10", "0x7C"),
    (FloatKind::F8E5M2, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F8E5M2, "-0.0", "-0.000000e+00"),
    (FloatKind::F8E5M2, "1.0e400", "0x7C"),
    (FloatKind::F8E5M2, "-1.0e400", "0xFC"),
    (FloatKind::F8E5M2, "57344.0", "5.734400e+04"),
    (FloatKind::F8E5M2, "61440.0", "0x7C"),
    (FloatKind::F8E5M2, "61439.0", "5.734400e+04"),
    (FloatKind::F8E4M3, "0.3", "3.125000e-01"),
    (FloatKind::F8E4M3, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E4M3, "1.0e10", "0x78"),
    (FloatKind::F8E4M3, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F8E4M3, "-0.0", "-0.000000e+00"),
    (FloatKind::F8E4M3, "1.0e400", "0x78"),
    (FloatKind::F8E4M3, "-1.0e400", "0xF8"),
    (FloatKind::F8E4M3, "240.0", "2.400000e+02"),
    (FloatKind::F8E4M3, "248.0", "0x78"),
    (FloatKind::F8E4M3, "0.001", "1.953130e-03"),
    (FloatKind::F8E4M3FN, "0.3", "3.125000e-01"),
    (FloatKind::F8E4M3FN, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E4M3FN, "1.0e10", "0x7F"),
    (FloatKind::F8E4M3FN, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F8E4M3FN, "-0.0", "-0.000000e+00"),
    (FloatKind::F8E4M3FN, "1.0e400", "0x7F"),
    (FloatKind::F8E4M3FN, "-1.0e400", "0xFF"),
    (FloatKind::F8E4M3FN, "448.0", "4.480000e+02"),
    (FloatKind::F8E4M3FN, "464.0", "4.480000e+02"),
    (FloatKind::F8E4M3FN, "465.0", "0x7F"),
    (FloatKind::F8E4M3FN, "0.001", "1.953130e-03"),
    (FloatKind::F8E5M2FNUZ, "0.3", "3.125000e-01"),
    (FloatKind::F8E5M2FNUZ, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E5M2FNUZ, "1.0e10", "0x80"),
    (FloatKind::F8E5M2FNUZ, "-1.0e-30", "0.000000e+00"),
    (FloatKind::F8E5M2FNUZ, "-0.0", "0.000000e+00"),
    (FloatKind::F8E5M2FNUZ, "1.0e400", "0x80"),
    (FloatKind::F8E5M2FNUZ, "-1.0e400", "0x80"),
    (FloatKind::F8E5M2FNUZ, "57344.0", "5.734400e+04"),
    (FloatKind::F8E5M2FNUZ, "61440.0", "0x80"),
    (FloatKind::F8E5M2FNUZ, "1.0e-6", "0.000000e+00"),
    (FloatKind::F8E4M3FNUZ, "0.3", "3.125000e-01"),
    (FloatKind::F8E4M3FNUZ, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E4M3FNUZ, "1.0e10", "0x80"),
    (FloatKind::F8E4M3FNUZ, "-1.0e-30", "0.000000e+00"),
    (FloatKind::F8E4M3FNUZ, "-0.0", "0.000000e+00"),
    (FloatKind::F8E4M3FNUZ, "1.0e400", "0x80"),
    (FloatKind::F8E4M3FNUZ, "-1.0e400", "0x80"),
    (FloatKind::F8E4M3FNUZ, "240.0", "2.400000e+02"),
    (FloatKind::F8E4M3FNUZ, "248.0", "0x80"),
    (FloatKind::F8E4M3B11FNUZ, "0.3", "3.125000e-01"),
    (FloatKind::F8E4M3B11FNUZ, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E4M3B11FNUZ, "1.0e10", "0x80"),
    (FloatKind::F8E4M3B11FNUZ, "-1.0e-30", "0.000000e+00"),
    (FloatKind::F8E4M3B11FNUZ, "-0.0", "0.000000e+00"),
    (FloatKind::F8E4M3B11FNUZ, "1.0e400", "0x80"),
    (FloatKind::F8E4M3B11FNUZ, "-1.0e400", "0x80"),
    (FloatKind::F8E4M3B11FNUZ, "30.0", "3.000000e+01"),
    (FloatKind::F8E4M3B11FNUZ, "32.0", "0x80"),
    (FloatKind::F8E3M4, "0.3", "2.968750e-01"),
    (FloatKind::F8E3M4, "-1.5", "-1.500000e+00"),
    (FloatKind::F8E3M4, "1.0e10", "0x70"),
    (FloatKind::F8E3M4, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F8E3M4, "-0.0", "-0.000000e+00"),
    (FloatKind::F8E3M4, "1.0e400", "0x70"),
    (FloatKind::F8E3M4, "-1.0e400", "0xF0"),
    (FloatKind::F8E3M4, "15.5", "1.550000e+01"),
    (FloatKind::F8E3M4, "15.75", "0x70"),
    (FloatKind::F8E3M4, "0.01", "1.562500e-02"),
    (FloatKind::F8E8M0FNU, "0.3", "2.500000e-01"),
    (FloatKind::F8E8M0FNU, "-1.5", "-2.000000e+00"),
    (FloatKind::F8E8M0FNU, "1.0e10", "8.589930e+09"),
    (FloatKind::F8E8M0FNU, "-1.0e-30", "-7.888600e-31"),
    (FloatKind::F8E8M0FNU, "-0.0", "5.877470e-39"),
    (FloatKind::F8E8M0FNU, "1.0e400", "0xFF"),
    (FloatKind::F8E8M0FNU, "-1.0e400", "0xFF"),
    (FloatKind::F8E8M0FNU, "-1.0", "-1.000000e+00"),
    (FloatKind::F8E8M0FNU, "1.5", "2.000000e+00"),
    (FloatKind::F8E8M0FNU, "1.4999", "1.000000e+00"),
    (FloatKind::F8E8M0FNU, "0.0", "5.877470e-39"),
    (FloatKind::F8E8M0FNU, "4.0e-39", "5.877470e-39"),
    (FloatKind::F8E8M0FNU, "-4.0e-39", "-5.877470e-39"),
    (FloatKind::F8E8M0FNU, "2.9387358770557188e-39", "5.877470e-39"),
    (FloatKind::F8E8M0FNU, "2.5e38", "1.701410e+38"),
    (FloatKind::F8E8M0FNU, "3.0e38", "0xFF"),
    (FloatKind::F6E2M3FN, "0.3", "2.500000e-01"),
    (FloatKind::F6E2M3FN, "-1.5", "-1.500000e+00"),
    (FloatKind::F6E2M3FN, "1.0e10", "7.500000e+00"),
    (FloatKind::F6E2M3FN, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F6E2M3FN, "-0.0", "-0.000000e+00"),
    (FloatKind::F6E2M3FN, "1.0e400", "0x0"),
    (FloatKind::F6E2M3FN, "-1.0e400", "0x20"),
    (FloatKind::F6E2M3FN, "7.75", "7.500000e+00"),
    (FloatKind::F6E2M3FN, "100.0", "7.500000e+00"),
    (FloatKind::F6E2M3FN, "0.0625", "0.000000e+00"),
    (FloatKind::F6E2M3FN, "0.0626", "1.250000e-01"),
    (FloatKind::F6E3M2FN, "0.3", "3.125000e-01"),
    (FloatKind::F6E3M2FN, "-1.5", "-1.500000e+00"),
    (FloatKind::F6E3M2FN, "1.0e10", "2.800000e+01"),
    (FloatKind::F6E3M2FN, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F6E3M2FN, "-0.0", "-0.000000e+00"),
    (FloatKind::F6E3M2FN, "1.0e400", "0x0"),
    (FloatKind::F6E3M2FN, "-1.0e400", "0x20"),
    (FloatKind::F6E3M2FN, "30.0", "2.800000e+01"),
    (FloatKind::F6E3M2FN, "0.03125", "0.000000e+00"),
    (FloatKind::F6E3M2FN, "0.0313", "6.250000e-02"),
    (FloatKind::F4E2M1FN, "0.3", "5.000000e-01"),
    (FloatKind::F4E2M1FN, "-1.5", "-1.500000e+00"),
    (FloatKind::F4E2M1FN, "1.0e10", "6.000000e+00"),
    (FloatKind::F4E2M1FN, "-1.0e-30", "-0.000000e+00"),
    (FloatKind::F4E2M1FN, "-0.0", "-0.000000e+00"),
    (FloatKind::F4E2M1FN, "1.0e400", "0x0"),
    (FloatKind::F4E2M1FN, "-1.0e400", "0x8"),
    (FloatKind::F4E2M1FN, "5.0", "4.000000e+00"),
    (FloatKind::F4E2M1FN, "0.25", "0.000000e+00"),
    (FloatKind::F4E2M1FN, "0.2501", "5.000000e-01"),
    (FloatKind::F4E2M1FN, "1.0e308", "6.000000e+00"),
];

#[test]
fn keywords_and_widths() {
    for kind in FloatKind::ALL {
        assert_eq!(FloatKind::from_keyword(kind.keyword()), Some(kind));
    }
    assert_eq!(FloatKind::from_keyword("F16"), None);
    assert_eq!(FloatKind::from_keyword("f8e4m3fn"), None);
    let widths: Vec<_> = FloatKind::ALL.iter().map(|k| (k.bit_width(), k.precision())).collect();
    assert_eq!(
        widths,
        [
            (16, 11),
            (16, 8),
            (32, 24),
            (64, 53),
            (80, 64),
            (128, 113),
            (19, 11),
            (8, 3),
            (8, 4),
            (8, 4),
            (8, 3),
            (8, 4),
            (8, 4),
            (8, 5),
            (8, 1),
            (6, 4),
            (6, 3),
            (4, 2),
        ]
    );
}

#[test]
fn prints_hex_literals_like_mlir_opt() {
    for &(kind, bits, expected) in HEX_CASES {
        assert!(kind.is_valid_bits(bits));
        assert_eq!(show(kind, bits), expected, "{} 0x{bits:X}", kind.keyword());
    }
}

#[test]
fn parses_and_prints_decimal_literals_like_mlir_opt() {
    for &(kind, text, expected) in DECIMAL_CASES {
        let bits = kind.parse_decimal(text).unwrap();
        assert_eq!(show(kind, bits), expected, "{} {text}", kind.keyword());
    }
}

#[test]
fn every_small_kind_round_trips_through_its_printed_text() {
    // Each printed decimal parses back to the same bits (what makes
    // mlir-opt's output re-parseable); hex prints the bits themselves.
    for kind in FloatKind::ALL.into_iter().filter(|k| k.bit_width() <= 16) {
        for bits in 0..1u128 << kind.bit_width() {
            match kind.format(bits) {
                FloatText::Hex => assert_eq!(kind.storage_bits(bits), bits),
                FloatText::Decimal(s) => {
                    let back = kind.parse_decimal(&s).unwrap();
                    // Decimal literals go through f64, which holds every
                    // value of these kinds exactly.
                    assert_eq!(back, bits, "{} {s}", kind.keyword());
                }
            }
        }
    }
}

#[test]
fn shadow_states_store_like_llvm_bitcast() {
    // mlir-opt: dense<[-8.0, -1.0, -1.0e-300, -4.0e-39]> : tensor<4xf8E8M0FNU>
    // prints dense<[8.000000e+00, 0xFF, 5.877470e-39, 2.000000e+00]>.
    let k = FloatKind::F8E8M0FNU;
    let stored: Vec<_> = ["-8.0", "-1.0", "-1.0e-300", "-4.0e-39"]
        .iter()
        .map(|t| show(k, k.storage_bits(k.parse_decimal(t).unwrap())))
        .collect();
    assert_eq!(stored, ["8.000000e+00", "0xFF", "5.877470e-39", "2.000000e+00"]);
    assert!(!k.is_valid_bits(k.parse_decimal("-1.0").unwrap()));
    assert_eq!(k.to_f64(k.parse_decimal("-1.0").unwrap()), -1.0);
    // dense<[1.0e400, -1.0e400]> : tensor<2xf6E2M3FN> prints
    // dense<[0.000000e+00, -0.000000e+00]>.
    let k = FloatKind::F6E2M3FN;
    let stored: Vec<_> = ["1.0e400", "-1.0e400"]
        .iter()
        .map(|t| show(k, k.storage_bits(k.parse_decimal(t).unwrap())))
        .collect();
    assert_eq!(stored, ["0.000000e+00", "-0.000000e+00"]);
    assert_eq!(k.to_f64(k.parse_decimal("-1.0e400").unwrap()), f64::NEG_INFINITY);
    // dense<[0x00008000000000000000, 0x40000000000000000000]> : tensor<2xf80>
    // prints (hex form) "0x000000000000008001000000000000000000FF7F":
    // LLVM re-encodes pseudo-denormals as normals and unnormals as NaNs.
    assert_eq!(FloatKind::F80.storage_bits(0x0000_8000_0000_0000_0000), 0x0001_8000_0000_0000_0000);
    assert_eq!(FloatKind::F80.storage_bits(0x4000_0000_0000_0000_0000), 0x7FFF_0000_0000_0000_0000);
    assert_eq!(FloatKind::F80.storage_bits(0x3FFF_8000_0000_0000_0000), 0x3FFF_8000_0000_0000_0000);
}

#[test]
fn rejects_non_numbers() {
    for text in [
        "", "-", "inf", "nan", "NaN", ".5", "1e", "1.0e", "1.0e+", "1.5x", "0x10", "1..0", " 1.0",
        "--1.0",
    ] {
        assert_eq!(FloatKind::F32.parse_decimal(text), None, "{text:?}");
    }
    assert_eq!(FloatKind::F32.parse_decimal("+1."), Some(0x3F80_0000));
    assert_eq!(FloatKind::F32.parse_decimal("1e0"), Some(0x3F80_0000));
    assert_eq!(FloatKind::F32.parse_decimal("1.0E+1"), Some(0x4120_0000));
    assert!(!FloatKind::F16.is_valid_bits(0x1_0000));
    assert!(FloatKind::F16.is_valid_bits(0xFFFF));
}

#[test]
fn no_panics_on_odd_bits() {
    for kind in FloatKind::ALL {
        for bits in [0, u128::MAX, 1 << (kind.bit_width() - 1), u128::MAX >> 1, 1 << 127, 0x1FF] {
            let _ = kind.format(bits);
            let _ = kind.to_f64(bits);
            let _ = kind.storage_bits(bits);
        }
        for v in [f64::NAN, -f64::NAN, f64::INFINITY, f64::MIN_POSITIVE, 5e-324, f64::MAX] {
            let bits = kind.bits_from_f64(v);
            let _ = kind.format(bits);
        }
    }
}

/// A deterministic stream of test numbers (xorshift64*).
fn rng(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn apfloat_convert<T: Float + FloatConvert<U>, U: Float>(x: T) -> u128 {
    let mut loses = false;
    x.convert_r(Round::NearestTiesToEven, &mut loses).value.to_bits()
}

#[test]
fn conversions_agree_with_rustc_apfloat() {
    let mut next = rng(0x1234_5678);
    for i in 0..20_000 {
        // Random doubles, biased to small exponents every other draw.
        let raw = next();
        let bits =
            if i % 2 == 0 { raw } else { raw & 0x80FF_FFFF_FFFF_FFFF | 0x3C00_0000_0000_0000 };
        let v = f64::from_bits(bits);
        if v.is_nan() {
            continue;
        }
        let d = Double::from_bits(u128::from(bits));
        let expect = [
            (FloatKind::F16, apfloat_convert::<_, Half>(d)),
            (FloatKind::BF16, apfloat_convert::<_, BFloat>(d)),
            (FloatKind::F32, apfloat_convert::<_, Single>(d)),
            (FloatKind::F80, apfloat_convert::<_, X87DoubleExtended>(d)),
            (FloatKind::F128, apfloat_convert::<_, Quad>(d)),
            (FloatKind::F8E5M2, apfloat_convert::<_, Float8E5M2>(d)),
            (FloatKind::F8E4M3FN, apfloat_convert::<_, Float8E4M3FN>(d)),
        ];
        for (kind, want) in expect {
            assert_eq!(kind.bits_from_f64(v), want, "{} {v:e}", kind.keyword());
        }
        assert_eq!(FloatKind::F64.to_f64(FloatKind::F64.bits_from_f64(v)).to_bits(), bits);
        let single = FloatKind::F32.bits_from_f64(v);
        assert_eq!(FloatKind::F32.to_f64(single), f64::from(f32::from_bits(single as u32)));
    }
}

#[test]
fn exact_decimal_rounding_agrees_with_rustc_apfloat() {
    fn check<T: Float>(kind: FloatKind, text: &str) {
        let want = T::from_str_r(text, Round::NearestTiesToEven).unwrap().value.to_bits();
        let (neg, digits, e10) = split_decimal(text).unwrap();
        let got = kind.fmt().round_decimal(neg, &digits, e10);
        assert_eq!(got, want, "{} {text}", kind.keyword());
    }
    let mut next = rng(0x9E37_79B9);
    for _ in 0..3_000 {
        let ndigits = 1 + next() % 36;
        let digits: String = (0..ndigits).map(|_| char::from(b'0' + (next() % 10) as u8)).collect();
        let e = (next() % 700) as i64 - 350;
        let text = format!(
            "{}{}.{}e{e}",
            if next().is_multiple_of(3) { "-" } else { "" },
            &digits[..1],
            &digits[1..]
        );
        check::<Half>(FloatKind::F16, &text);
        check::<Single>(FloatKind::F32, &text);
        check::<Double>(FloatKind::F64, &text);
        check::<Quad>(FloatKind::F128, &text);
        let small = format!("{}.{}e{}", &digits[..1], &digits[1..], e % 50);
        check::<Float8E4M3FN>(FloatKind::F8E4M3FN, &small);
        check::<BFloat>(FloatKind::BF16, &small);
    }
    // Ties: exactly halfway between two f16 values rounds to even.
    check::<Half>(FloatKind::F16, "1.00048828125");
    check::<Half>(FloatKind::F16, "1.00146484375");
    check::<Quad>(FloatKind::F128, "6.4751751194380251109244389582276465525e-4966");
    check::<Double>(FloatKind::F64, "2.4703282292062327208828439643411068618e-324");
}
