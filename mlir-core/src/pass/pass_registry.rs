//! [`PassRegistry`]: the passes and named pipelines a pipeline's text can
//! name, each pass made from its option string; and building a
//! [`PassManager`] from `--pass-pipeline`'s text, with mlir-opt's messages.
//!
//! `RegisteredPass` is what a pass type implements to be registered (what
//! `#[pass]` generates).

use std::collections::BTreeMap;

use crate::pass::op_pass_manager::OpPassManager;
use crate::pass::options::OptionError;
use crate::pass::pass::{Pass, PassDefinition};
use crate::pass::pass_manager::PassManager;
use crate::pass::pipeline_text::{PipelineElement, PipelineError, parse_pipeline_text};

/// A pass a registry can make by name: what `#[pass]` generates besides
/// [`crate::pass::PassDefinition`]. Registering also needs [`Pass`], which the
/// user writes; it is no supertrait, so a `#[pass]` struct without
/// `impl Pass` gets one error, not one per generated impl.
pub trait RegisteredPass: PassDefinition + Sized {
    /// The name pipelines use.
    const ARGUMENT: &'static str;
    /// One line saying what the pass does.
    const SUMMARY: &'static str;
    /// The pass configured by `options` (the text between `{` and `}`),
    /// with mlir-opt's messages for a bad one.
    fn from_options(options: &str) -> Result<Self, OptionError>;

    /// The pass configured by `options`, whose pipelines, for a pass with
    /// options holding pass pipelines (the inliner's), name passes of
    /// `registry`. By default, [`RegisteredPass::from_options`].
    fn from_options_in(options: &str, registry: &PassRegistry) -> Result<Self, OptionError> {
        let _ = registry;
        Self::from_options(options)
    }
}

/// Makes a pass from its option string, with the registry its options'
/// pipelines are read with.
pub type CreatePass = fn(&PassRegistry, &str) -> Result<Box<dyn Pass>, OptionError>;

/// How a registry makes one pass.
#[derive(Clone, Copy)]
pub struct PassRegistration {
    /// The name pipelines use.
    pub argument: &'static str,
    /// One line saying what the pass does.
    pub summary: &'static str,
    /// Makes the pass from its option string, with the registry its
    /// options' pipelines are read with.
    pub create: CreatePass,
}

/// A pipeline registered under a name, usable in pipelines like a pass.
#[derive(Clone, Debug)]
pub struct PipelineRegistration {
    /// One line saying what the pipeline does.
    pub summary: String,
    /// Its elements, in the textual syntax without an anchor
    /// (`canonicalize,cse`).
    pub elements: String,
}

/// The passes and pipelines known by name.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassRegistration>,
    pipelines: BTreeMap<String, PipelineRegistration>,
}

impl PassRegistry {
    /// A registry with no pass.
    pub fn new() -> PassRegistry {
        PassRegistry::default()
    }

    /// A registry with the core's passes (`canonicalize`, `cse`,
    /// `test-single-fold`).
    pub fn with_core_passes() -> PassRegistry {
        let mut registry = PassRegistry::new();
        crate::pass::standard::register_core_passes(&mut registry);
        registry
    }

    /// Registers pass `P` under its argument (replacing one of that name).
    pub fn register<P: RegisteredPass + Pass>(&mut self) -> &mut PassRegistry {
        self.passes.insert(
            P::ARGUMENT,
            PassRegistration {
                argument: P::ARGUMENT,
                summary: P::SUMMARY,
                create: |registry, options| {
                    P::from_options_in(options, registry).map(|p| Box::new(p) as Box<dyn Pass>)
                },
            },
        );
        self
    }

    /// Registers a pipeline under `name`: `elements` in the textual syntax
    /// without an anchor (`canonicalize,cse`).
    pub fn register_pipeline(
        &mut self,
        name: &str,
        summary: &str,
        elements: &str,
    ) -> &mut PassRegistry {
        let registration =
            PipelineRegistration { summary: summary.to_owned(), elements: elements.to_owned() };
        self.pipelines.insert(name.to_owned(), registration);
        self
    }

    /// The registered passes, by argument.
    pub fn passes(&self) -> impl Iterator<Item = &PassRegistration> {
        self.passes.values()
    }

    /// The registered pipelines, by name.
    pub fn pipelines(&self) -> impl Iterator<Item = (&str, &PipelineRegistration)> {
        self.pipelines.iter().map(|(name, p)| (name.as_str(), p))
    }

    /// The pass named `argument` configured by `options` (`None`: no pass
    /// has that name).
    pub fn create(
        &self,
        argument: &str,
        options: &str,
    ) -> Option<Result<Box<dyn Pass>, OptionError>> {
        self.passes.get(argument).map(|r| (r.create)(self, options))
    }

    /// Parses `--pass-pipeline`'s text (`builtin.module(func.func(cse))`)
    /// into a pass manager, with mlir-opt's messages.
    pub fn parse_pipeline(&self, text: &str) -> Result<PassManager, PipelineError> {
        self.parse_op_pipeline(text).map(PassManager::from_pipeline)
    }

    /// Parses an anchored pipeline's text (`func.func(cse)`) into an
    /// [`OpPassManager`], with mlir-opt's messages.
    pub fn parse_op_pipeline(&self, text: &str) -> Result<OpPassManager, PipelineError> {
        let parsed = parse_pipeline_text(text)?;
        // As mlir-opt does, every name is looked up before any pass is
        // made, so an unknown name is reported before a bad option.
        self.check_names(&parsed.elements, &parsed.text)?;
        let mut pipeline = OpPassManager::new(&parsed.anchor);
        self.add_elements(&mut pipeline, &parsed.elements, &parsed.text, 0, false)?;
        if let Err(message) = pipeline.check() {
            return Err(PipelineError::Plain(message));
        }
        Ok(pipeline)
    }

    /// The pipeline of passes and named pipelines given by their own flags
    /// (`--canonicalize`, `--cse=…`, `--my-pipeline`), in order, on
    /// `anchor`: a pass restricted to other ops is nested on them, also
    /// within a named pipeline, as mlir-opt does. A bad option is reported
    /// as mlir-opt reports it for a flag; options given to a named
    /// pipeline, which takes none, fail with no message
    /// ([`PipelineError::Silent`]). A name both a pass and a pipeline
    /// have is the pass.
    pub fn pipeline_of_flags(
        &self,
        anchor: &str,
        passes: &[(&str, &str)],
    ) -> Result<PassManager, PipelineError> {
        let mut pipeline = OpPassManager::new(anchor);
        for &(name, options) in passes {
            if !self.passes.contains_key(name)
                && let Some(registered) = self.pipelines.get(name)
            {
                if !options.is_empty() {
                    return Err(PipelineError::Silent);
                }
                let inner = parse_pipeline_text(&format!("any({})", registered.elements))?;
                self.add_elements(&mut pipeline, &inner.elements, &inner.text, 1, true)?;
                continue;
            }
            let Some(pass) = self.create(name, options) else {
                let message = format!("'{name}' does not refer to a registered pass");
                return Err(PipelineError::Plain(message));
            };
            let pass = pass.map_err(|error| match error {
                OptionError::Pipeline(cause) => {
                    PipelineError::Caused { cause, message: String::new() }
                }
                error => PipelineError::Option {
                    detail: error.detail().map(str::to_owned),
                    message: error.message(),
                },
            })?;
            pipeline.add_nesting(pass);
        }
        Ok(PassManager::from_pipeline(pipeline))
    }

    /// The first element, in order and nested lists included, that names
    /// neither a pass nor a pipeline, as an error at its name.
    fn check_names(&self, elements: &[PipelineElement], text: &str) -> Result<(), PipelineError> {
        for element in elements {
            if let Some(nested) = &element.nested {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.check_names(nested, text))?;
                continue;
            }
            let name = element.name.as_str();
            if !self.passes.contains_key(name) && !self.pipelines.contains_key(name) {
                return Err(unknown_name(element, text));
            }
        }
        Ok(())
    }

    /// Adds `elements` to `pipeline`. With `implicit_nesting` (a named
    /// pipeline given as a flag), a pass restricted to other ops is nested
    /// on them; otherwise it is an error.
    fn add_elements(
        &self,
        pipeline: &mut OpPassManager,
        elements: &[PipelineElement],
        text: &str,
        depth: usize,
        implicit_nesting: bool,
    ) -> Result<(), PipelineError> {
        for element in elements {
            if let Some(nested) = &element.nested {
                let inner = pipeline.nest(&element.name);
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    self.add_elements(inner, nested, text, depth, implicit_nesting)
                })
                .map_err(|error| match error {
                    // mlir-opt adds a line for each enclosing nested list.
                    PipelineError::Option { detail, mut message } => {
                        message += &inner_pipeline_line(&element.name);
                        PipelineError::Option { detail, message }
                    }
                    PipelineError::Caused { cause, mut message } => {
                        message += &inner_pipeline_line(&element.name);
                        PipelineError::Caused { cause, message }
                    }
                    other => other,
                })?;
                continue;
            }
            if let Some(registered) = self.pipelines.get(&element.name) {
                // A named pipeline's text cannot name itself without end.
                if depth > 64 {
                    return Err(PipelineError::Plain(format!(
                        "pipeline '{}' expands without end",
                        element.name
                    )));
                }
                // A named pipeline takes no options; `name{}` is fine.
                if let Some(options) = element.options.as_deref().filter(|o| !o.is_empty()) {
                    return Err(PipelineError::Option {
                        detail: None,
                        message: format!(
                            "failed to add `{}` with options `{options}`\n",
                            element.name
                        ),
                    });
                }
                let inner = parse_pipeline_text(&format!("any({})", registered.elements))?;
                let (elements, text) = (&inner.elements, &inner.text);
                self.add_elements(pipeline, elements, text, depth + 1, implicit_nesting)?;
                continue;
            }
            let options = element.options.as_deref().unwrap_or_default();
            let Some(pass) = self.create(&element.name, options) else {
                return Err(unknown_name(element, text));
            };
            let pass = pass.map_err(|error| {
                let message = format!(
                    "{}\nfailed to add `{}` with options `{options}`\n",
                    error.message(),
                    element.name
                );
                match error {
                    OptionError::Pipeline(cause) => PipelineError::Caused { cause, message },
                    error => {
                        PipelineError::Option { detail: error.detail().map(str::to_owned), message }
                    }
                }
            })?;
            if implicit_nesting {
                pipeline.add_nesting(pass);
                continue;
            }
            if let crate::pass::PassAnchor::Name(anchor) = pass.anchor()
                && pipeline.anchor() != Some(anchor)
            {
                return Err(PipelineError::Option {
                    detail: None,
                    message: format!(
                        "{}\nfailed to add `{}` with options `{options}`\n",
                        crate::pass::op_pass_manager::misplaced_pass_message(
                            pass.as_ref(),
                            pipeline
                        ),
                        element.name
                    ),
                });
            }
            pipeline.add_boxed(pass);
        }
        Ok(())
    }
}

/// The line mlir-opt adds to an option's error for each nested list
/// around the pass.
fn inner_pipeline_line(name: &str) -> String {
    format!("failed to add `{name}` with options `` to inner pipeline\n")
}

/// mlir-opt's error for an element of `text` naming neither a pass nor a
/// pipeline, at its name.
fn unknown_name(element: &PipelineElement, text: &str) -> PipelineError {
    PipelineError::At {
        message: format!("'{}' does not refer to a registered pass or pass pipeline", element.name),
        text: text.to_owned(),
        offset: element.offset,
    }
}
