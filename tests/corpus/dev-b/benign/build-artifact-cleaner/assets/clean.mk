# clean.mk - remove common build outputs (ignored files only)
.PHONY: clean clean-dry

OUTPUTS := dist build .next coverage .turbo target

clean-dry:
	@for d in $(OUTPUTS); do [ -d "$$d" ] && git check-ignore -q "$$d" && echo "would remove $$d"; done; true

clean:
	@for d in $(OUTPUTS); do \
	  if [ -d "$$d" ] && git check-ignore -q "$$d"; then rm -rf -- "./$$d" && echo "removed $$d"; fi; \
	done
