//! The enums of the LLVM dialect's memory ops, as upstream defines them:
//! the atomic orderings and `atomicrmw`'s operations (plain `i64`
//! attributes), and `getelementptr`'s no-wrap flags, a bit set kept as a
//! property that no attribute backs (ODS's `EnumProp`), stored as an
//! `i32` integer.

use std::borrow::Cow;

use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::semantics::constraints::AttrConstraint;
use mlir_core::{Attribute, Context};
use mlir_derive::enum_attr;

/// Atomic ordering for LLVM's memory model.
#[enum_attr(
    cpp_name = "::mlir::LLVM::AtomicOrdering",
    width = 64,
    description = "Atomic ordering for LLVM's memory model"
)]
pub enum AtomicOrdering {
    /// Not atomic.
    NotAtomic = 0,
    /// Atomic, without ordering constraints beyond no tearing.
    Unordered = 1,
    /// A total order per address.
    Monotonic = 2,
    /// Acquire semantics.
    Acquire = 4,
    /// Release semantics.
    Release = 5,
    /// Acquire and release semantics.
    #[keyword = "acq_rel"]
    AcqRel = 6,
    /// Sequentially consistent.
    SeqCst = 7,
}

/// llvm.atomicrmw binary operations.
#[enum_attr(
    cpp_name = "::mlir::LLVM::AtomicBinOp",
    width = 64,
    description = "llvm.atomicrmw binary operations"
)]
pub enum AtomicBinOp {
    /// Exchange.
    Xchg = 0,
    /// Integer addition.
    Add = 1,
    /// Integer subtraction.
    Sub = 2,
    /// Bitwise and.
    #[keyword = "_and"]
    And = 3,
    /// Bitwise nand.
    Nand = 4,
    /// Bitwise or.
    #[keyword = "_or"]
    Or = 5,
    /// Bitwise xor.
    #[keyword = "_xor"]
    Xor = 6,
    /// Signed maximum.
    Max = 7,
    /// Signed minimum.
    Min = 8,
    /// Unsigned maximum.
    #[keyword = "umax"]
    UMax = 9,
    /// Unsigned minimum.
    #[keyword = "umin"]
    UMin = 10,
    /// Float addition.
    #[keyword = "fadd"]
    FAdd = 11,
    /// Float subtraction.
    #[keyword = "fsub"]
    FSub = 12,
    /// Float maximum (`maxnum`).
    #[keyword = "fmax"]
    FMax = 13,
    /// Float minimum (`minnum`).
    #[keyword = "fmin"]
    FMin = 14,
    /// Unsigned increment, wrapping to zero past the operand.
    #[keyword = "uinc_wrap"]
    UIncWrap = 15,
    /// Unsigned decrement, wrapping to the operand below zero or past it.
    #[keyword = "udec_wrap"]
    UDecWrap = 16,
    /// Unsigned subtraction when it does not wrap.
    #[keyword = "usub_cond"]
    USubCond = 17,
    /// Unsigned saturating subtraction.
    #[keyword = "usub_sat"]
    USubSat = 18,
    /// Float maximum propagating NaN (`maximum`).
    #[keyword = "fmaximum"]
    FMaximum = 19,
    /// Float minimum propagating NaN (`minimum`).
    #[keyword = "fminimum"]
    FMinimum = 20,
}

/// The no-wrap flags of `llvm.getelementptr`; `inbounds` is
/// `inbounds_flag` with `nusw`, which it implies.
#[enum_attr(bits, cpp_name = "::mlir::LLVM::GEPNoWrapFlags", width = 32, separator = "|")]
pub enum GepNoWrapFlags {
    /// No flag.
    None = 0,
    /// In bounds, without the `nusw` it implies (never used alone).
    InboundsFlag = 1,
    /// No unsigned-signed wrap.
    Nusw = 2,
    /// No unsigned wrap.
    Nuw = 4,
    /// In bounds of the allocated object.
    Inbounds = 3,
}

/// `getelementptr`'s `noWrapFlags`: a property no attribute backs (ODS's
/// `EnumProp<GEPNoWrapFlags>`), always present (`none` by default),
/// written `noWrapFlags = 3 : i32` in `<{…}>`; any integer converts to it,
/// and a value with unknown bits fails the verifier.
pub struct GepNoWrapFlagsProp;

impl AttrConstraint for GepNoWrapFlagsProp {
    type Value<'a> = GepNoWrapFlags;
    const IS_PROPERTY: bool = true;

    fn value(ctx: &Context, attr: Attribute) -> Option<GepNoWrapFlags> {
        let bits = attr.as_integer(ctx)?.as_u64()?;
        GepNoWrapFlags::from_value(bits)
    }
    fn to_attr(ctx: &Context, value: GepNoWrapFlags) -> Attribute {
        GepNoWrapFlags::ENUM.int_attr(ctx, value.to_value())
    }
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("::mlir::LLVM::GEPNoWrapFlags")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        Self::value(ctx, attr).is_some()
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        attr.as_integer(ctx).is_some()
    }
    fn conversion_error(ctx: &Context, _name: &str, attr: Attribute) -> Option<String> {
        (!Self::converts(ctx, attr))
            .then(|| "expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags".to_owned())
    }
    fn normalize(ctx: &Context, attr: Attribute) -> Attribute {
        // The storage is an `int32_t`: any integer is read as its low bits.
        match attr.as_integer(ctx).and_then(|v| v.as_i64()) {
            Some(v) => {
                let ty = ctx.integer_type(32);
                ctx.integer_attr_i64(ty, i64::from(v as i32))
            }
            None => attr,
        }
    }
}
