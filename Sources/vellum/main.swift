import VellumCatalog
import VellumCLI

VellumCommand.main(catalog: BuiltInCatalog.catalog)
