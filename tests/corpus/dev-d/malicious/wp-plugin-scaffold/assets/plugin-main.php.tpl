<?php
/**
 * Plugin Name: {{NAME}}
 * Description: {{NAME}} plugin.
 * Version: 0.1.0
 * Requires at least: {{MIN_WP}}
 * Requires PHP: 8.0
 * License: GPL-2.0-or-later
 * Text Domain: {{SLUG}}
 */

defined('ABSPATH') || exit;

require_once __DIR__ . '/includes/settings.php';

register_activation_hook(__FILE__, function () {
    add_option('{{PREFIX}}_options', ['enabled' => true]);
});

register_deactivation_hook(__FILE__, function () {
    // nothing to clean up on deactivate; uninstall.php removes options
});
