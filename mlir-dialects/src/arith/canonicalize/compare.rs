//! `cmpi`: an equality of two like extensions compares the narrow values.

use mlir_derive::pattern;

use super::super::enums::CmpIPredicate;
use super::super::ops::{CmpIOp, ExtSIOp, ExtUIOp};

/// `cmpi(eq|ne, extsi(a), extsi(b))` is `cmpi(eq|ne, a, b)`.
#[pattern(
    CmpIOp(p @ (CmpIPredicate::Eq | CmpIPredicate::Ne), ExtSIOp(a), ExtSIOp(b))
        if a.ty(rw) == b.ty(rw)
    => CmpIOp(p, a, b)
)]
pub struct CmpIExtSI;

/// `cmpi(eq|ne, extui(a), extui(b))` is `cmpi(eq|ne, a, b)`.
#[pattern(
    CmpIOp(p @ (CmpIPredicate::Eq | CmpIPredicate::Ne), ExtUIOp(a), ExtUIOp(b))
        if a.ty(rw) == b.ty(rw)
    => CmpIOp(p, a, b)
)]
pub struct CmpIExtUI;
