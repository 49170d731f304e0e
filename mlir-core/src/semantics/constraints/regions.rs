//! Region constraints usable as `#[region]` field types: how many blocks a
//! region may hold, described as mlir-opt describes it ("region with 1
//! blocks").

use std::borrow::Cow;

use crate::ir::{IrView, Region};

/// A constraint on a region.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a region constraint",
    label = "the type of a `#[region]` field is a region constraint",
    note = "region constraints: `AnyRegion`, `SizedRegion<1>`, `MinSizedRegion<1>`, …"
)]
pub trait RegionConstraint {
    /// What mlir-opt calls it in messages.
    fn description() -> Cow<'static, str>;

    /// Whether `region` satisfies it.
    fn is_satisfied(ir: &IrView, region: Region) -> bool;
}

/// Any region (`#[region] body: AnyRegion`).
pub struct AnyRegion;
impl RegionConstraint for AnyRegion {
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("any region")
    }
    fn is_satisfied(_: &IrView, _: Region) -> bool {
        true
    }
}

/// A region of exactly `N` blocks.
pub struct SizedRegion<const N: usize>;
impl<const N: usize> RegionConstraint for SizedRegion<N> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("region with {N} blocks"))
    }
    fn is_satisfied(ir: &IrView, region: Region) -> bool {
        region.blocks(ir).count() == N
    }
}

/// A region of at least `N` blocks.
pub struct MinSizedRegion<const N: usize>;
impl<const N: usize> RegionConstraint for MinSizedRegion<N> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("region with at least {N} blocks"))
    }
    fn is_satisfied(ir: &IrView, region: Region) -> bool {
        region.blocks(ir).nth(N.saturating_sub(1)).is_some() || N == 0
    }
}

/// A region of at most `N` blocks.
pub struct MaxSizedRegion<const N: usize>;
impl<const N: usize> RegionConstraint for MaxSizedRegion<N> {
    fn description() -> Cow<'static, str> {
        Cow::Owned(format!("region with at most {N} blocks"))
    }
    fn is_satisfied(ir: &IrView, region: Region) -> bool {
        region.blocks(ir).nth(N).is_none()
    }
}
