"""The use-case layer: one module per area, above the areas and the pipeline.

Each public function here is what a surface (the library's ``finkit.*`` names, the CLI, REST, MCP, the
tools) calls to change transactions. It opens the unit of work, calls the area's write (which does its
own work and returns a ``ChangeSet``, ``finkit.core.changes``), and hands that change to the pipeline's
one door, ``finkit.core.pipeline.settle``. Areas never import this package or the pipeline; this
package imports both. docs/decisions/0017-write-pipeline.md says why.
"""
